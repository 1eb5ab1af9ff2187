import { graphql } from '../../gql';
import type { InventorySourcesQuery } from '../../gql/graphql';

/** Inventory sources (commerce; settings.inventory-sources.*). */
export const INVENTORY_SOURCES = graphql(`
  query InventorySources {
    inventorySources {
      code
      name
      priority
      enabled
    }
  }
`);
export type InventorySourceRow = InventorySourcesQuery['inventorySources'][number];

export const UPSERT_INVENTORY_SOURCE = graphql(`
  mutation UpsertInventorySource($input: InventorySourceInput!) {
    upsertInventorySource(input: $input) {
      code
      name
      priority
      enabled
    }
  }
`);
