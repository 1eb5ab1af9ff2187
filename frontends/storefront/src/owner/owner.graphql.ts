import { graphql } from '../gql';
import type { OwnerEstablishmentsQuery } from '../gql/graphql';

/** The signed-in customer's establishments with their images ("Mon établissement (images)"). Types from `../gql`. */
export const OWNER_ESTABLISHMENTS = graphql(`
  query OwnerEstablishments {
    myEstablishments {
      id
      name
      type
      path
      city {
        code
        name
      }
      images {
        ...EstablishmentImageFields
      }
    }
  }
`);
export type OwnerEstablishment = OwnerEstablishmentsQuery['myEstablishments'][number];

export const DELETE_ESTABLISHMENT_IMAGE = graphql(`
  mutation OwnerDeleteEstablishmentImage($id: ID!) {
    deleteEstablishmentImage(id: $id)
  }
`);
