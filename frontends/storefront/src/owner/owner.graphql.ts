import { gql } from '@apollo/client';
import type { EstablishmentImage } from '@guide/ui';
import { ESTABLISHMENT_IMAGE_FIELDS } from '@guide/ui/fragments';

/** The signed-in customer's establishments with their images ("Mon établissement (images)"). */
export const OWNER_ESTABLISHMENTS = gql`
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
  ${ESTABLISHMENT_IMAGE_FIELDS}
`;
export interface OwnerEstablishment {
  id: string;
  name: string;
  type: string;
  path: string;
  city: { code: string; name: string };
  images: EstablishmentImage[];
}
export interface OwnerEstablishmentsData {
  myEstablishments: OwnerEstablishment[];
}

export const DELETE_ESTABLISHMENT_IMAGE = gql`
  mutation OwnerDeleteEstablishmentImage($id: ID!) {
    deleteEstablishmentImage(id: $id)
  }
`;
