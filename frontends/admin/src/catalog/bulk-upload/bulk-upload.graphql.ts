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

/** The attributes CSV import (code,name,type[,name_en,required,options,visible_on_front]). */
export const IMPORT_PRODUCT_ATTRIBUTES = graphql(`
  mutation ImportProductAttributes($csv: String!, $dryRun: Boolean) {
    importProductAttributes(csv: $csv, dryRun: $dryRun) {
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

/** The attribute families CSV import (code,name,attributes). */
export const IMPORT_ATTRIBUTE_FAMILIES = graphql(`
  mutation ImportAttributeFamilies($csv: String!, $dryRun: Boolean) {
    importAttributeFamilies(csv: $csv, dryRun: $dryRun) {
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
