import { gql } from '@apollo/client';
import type { VocabularyEntry } from './vocabulary';

/**
 * GraphQL fragments both apps select (and the one query they send alike), composed into each app's documents
 * with `${FRAGMENT}` and `...Name`. Plain object types: Apollo matches them by `__typename` (added to every
 * selection), no `possibleTypes` needed. Imported as `@guide/ui/fragments`, away from the index, so that
 * modules without React (and the jest units that load them) can use it.
 */

/** An establishment's image (catalog-guide `EstablishmentImage`, the `EstablishmentImage` type of media.ts). */
export const ESTABLISHMENT_IMAGE_FIELDS = gql`
  fragment EstablishmentImageFields on EstablishmentImage {
    id
    url
    thumbnailUrl
    alt
    position
  }
`;

/** What an establishment's page shows beyond its card, and the back-office form edits the same way. */
export const ESTABLISHMENT_DETAIL_FIELDS = gql`
  fragment EstablishmentDetailFields on Establishment {
    description
    descriptionEn
    street
    postalCode
    equipment
    services
    nearbyPlaces
    roomCount
    seatCount
    menus {
      name
      priceCents
      description
    }
    openingHours {
      dayOfWeek
      opens
      closes
    }
    closureNote
    languages
    paymentModes
    specialties
    phone
    email
    website
    seoTitle
    seoDescription
    updatedAt
  }
`;

const VOCABULARY_ENTRY_FIELDS = gql`
  fragment VocabularyEntryFields on VocabularyEntry {
    code
    labelFr
    labelEn
  }
`;

/** The guide's vocabularies (equipment, services, payment modes, languages, producer categories). */
export const ESTABLISHMENT_VOCABULARIES = gql`
  ${VOCABULARY_ENTRY_FIELDS}
  query EstablishmentVocabularies {
    establishmentVocabularies {
      equipment {
        ...VocabularyEntryFields
      }
      services {
        ...VocabularyEntryFields
      }
      paymentModes {
        ...VocabularyEntryFields
      }
      languages {
        ...VocabularyEntryFields
      }
      producerCategories {
        ...VocabularyEntryFields
      }
    }
  }
`;
export type VocabularyKind = 'equipment' | 'services' | 'paymentModes' | 'languages' | 'producerCategories';
export interface EstablishmentVocabulariesData {
  establishmentVocabularies: Record<VocabularyKind, VocabularyEntry[]>;
}

/** A customer's identity and company fields (identity `Customer`): the account profile, the back office's detail. */
export const CUSTOMER_PROFILE_FIELDS = gql`
  fragment CustomerProfileFields on Customer {
    id
    email
    customerType
    firstName
    lastName
    gender
    birthDate
    company
    phone
    corporateName
    tradeName
    siret
    website
  }
`;

/** A customer's billing or delivery address (identity `Address`). */
export const ADDRESS_FIELDS = gql`
  fragment AddressFields on Address {
    id
    type
    firstName
    lastName
    company
    street
    additionalAddress
    postalCode
    city
    country
    phone
    isDefault
  }
`;
export type AddressType = 'BILLING' | 'DELIVERY';
export interface Address {
  id: string;
  type: AddressType;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  additionalAddress: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
}
