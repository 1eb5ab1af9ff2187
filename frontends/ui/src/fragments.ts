import { graphql } from './gql';
import type { AddressFieldsFragment, EstablishmentVocabulariesQuery } from './gql/graphql';

/**
 * GraphQL fragments both apps select (and the one query they send alike). An app spreads them by name
 * (`...EstablishmentImageFields`): its documents include this file, so codegen puts the fragment's
 * definition into each generated document that spreads it; no `${FRAGMENT}` interpolation. Plain object
 * types: Apollo matches them by `__typename` (added to every selection), no `possibleTypes` needed.
 * Imported as `@guide/ui/fragments`, away from the index, so that modules without React (and the jest
 * units that load them) can use it. Types come from the generated `./gql` (frontends/README.md).
 */

/** An establishment's image (catalog-guide `EstablishmentImage`, the `EstablishmentImage` type of media.ts). */
export const ESTABLISHMENT_IMAGE_FIELDS = graphql(`
  fragment EstablishmentImageFields on EstablishmentImage {
    id
    url
    thumbnailUrl
    alt
    position
  }
`);

/** What an establishment's page shows beyond its card, and the back-office form edits the same way. */
export const ESTABLISHMENT_DETAIL_FIELDS = graphql(`
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
`);

/** One entry of a vocabulary, as `VocabularyEntry` (vocabulary.ts) types it. */
export const VOCABULARY_ENTRY_FIELDS = graphql(`
  fragment VocabularyEntryFields on VocabularyEntry {
    code
    labelFr
    labelEn
  }
`);

/** The guide's vocabularies (equipment, services, payment modes, languages, producer categories). */
export const ESTABLISHMENT_VOCABULARIES = graphql(`
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
`);
export type EstablishmentVocabulariesData = EstablishmentVocabulariesQuery;
export type VocabularyKind = keyof EstablishmentVocabulariesQuery['establishmentVocabularies'];

/** A customer's identity and company fields (identity `Customer`): the account profile, the back office's detail. */
export const CUSTOMER_PROFILE_FIELDS = graphql(`
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
`);

/** A customer's billing or delivery address (identity `Address`). */
export const ADDRESS_FIELDS = graphql(`
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
`);
export type Address = AddressFieldsFragment;
export type AddressType = Address['type'];
