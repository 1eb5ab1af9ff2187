/** A Product as commerce answers it: a federation reference, catalog resolves the other fields. */
export interface ProductRef {
  id: string;
}

export const productRef = (id: string) => ({ __typename: 'Product' as const, id });
