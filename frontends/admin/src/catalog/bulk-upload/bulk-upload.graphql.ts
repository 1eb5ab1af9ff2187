import { graphql } from '../../gql';
import type { ImportProductsMutation } from '../../gql/graphql';

/** The products CSV import (catalog-guide; catalog.bulk-upload.create). */
export const IMPORT_PRODUCTS = graphql(`
  mutation ImportProducts($csv: String!, $dryRun: Boolean) {
    importProducts(csv: $csv, dryRun: $dryRun) {
      created
      updated
      errors {
        row
        field
        code
      }
    }
  }
`);
export type ImportReport = ImportProductsMutation['importProducts'];
