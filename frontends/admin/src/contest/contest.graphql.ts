import { graphql } from '../gql';
import type {
  ContestEditionInput as GeneratedEditionInput,
  ContestEditionsQuery,
  ContestPartnerApplicationsQuery,
  ContestPartnerInput as GeneratedPartnerInput,
  ContestPartnersQuery,
  ContestRegistrationsQuery,
  ContestWinnerInput as GeneratedWinnerInput,
  ContestWinnersQuery,
} from '../gql/graphql';

/**
 * Back-office operations of the breakfast contest (services/contest/src/{editions,registrations,winners,partners}/*.graphql;
 * permissions contest.*). Result and variable types come from the generated `src/gql`.
 */

/** `withCount`: registrationCount is staff-only (contest.registrations.list); asked only of those who hold it. */
export const CONTEST_EDITIONS = graphql(`
  query ContestEditions($withCount: Boolean!) {
    contestEditions {
      year
      open
      opensAt
      closesAt
      theme
      themeEn
      rules
      rulesEn
      winnersPublishedAt
      registrationCount @include(if: $withCount)
    }
  }
`);
export type EditionRow = ContestEditionsQuery['contestEditions'][number];
export type ContestEditionInput = GeneratedEditionInput;

export const CREATE_CONTEST_EDITION = graphql(`
  mutation CreateContestEdition($input: ContestEditionInput!) {
    createContestEdition(input: $input) {
      year
    }
  }
`);
export const UPDATE_CONTEST_EDITION = graphql(`
  mutation UpdateContestEdition($year: Int!, $input: ContestEditionInput!) {
    updateContestEdition(year: $year, input: $input) {
      year
      open
      opensAt
      closesAt
    }
  }
`);
export const DELETE_CONTEST_EDITION = graphql(`
  mutation DeleteContestEdition($year: Int!) {
    deleteContestEdition(year: $year)
  }
`);

/** A registration as the list and its drawer show it. */
export const CONTEST_REGISTRATION_FIELDS = graphql(`
  fragment ContestRegistrationFields on ContestRegistration {
    id
    edition
    category
    name
    establishmentName
    email
    phone
    createdAt
  }
`);

export const CONTEST_REGISTRATIONS = graphql(`
  query ContestRegistrations($edition: Int, $category: ContestCategory, $search: String, $first: Int, $after: String) {
    contestRegistrations(edition: $edition, category: $category, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ContestRegistrationFields
        }
      }
    }
  }
`);
export type RegistrationRow = ContestRegistrationsQuery['contestRegistrations']['edges'][number]['node'];

export const CONTEST_REGISTRATION = graphql(`
  query ContestRegistration($id: ID!) {
    contestRegistration(id: $id) {
      ...ContestRegistrationFields
    }
  }
`);
export const DELETE_CONTEST_REGISTRATIONS = graphql(`
  mutation DeleteContestRegistrations($ids: [ID!]!) {
    deleteContestRegistrations(ids: $ids)
  }
`);
export const EXPORT_CONTEST_REGISTRATIONS = graphql(`
  mutation ExportContestRegistrations($edition: Int!) {
    exportContestRegistrations(edition: $edition)
  }
`);

/** The registrations a winner may be chosen from: the edition's, in the winner's category, by search. */
export const WINNER_REGISTRATION_OPTIONS = graphql(`
  query ContestWinnerRegistrationOptions($edition: Int!, $category: ContestCategory, $search: String) {
    contestRegistrations(edition: $edition, category: $category, search: $search, first: 10) {
      edges {
        node {
          id
          name
          establishmentName
          email
        }
      }
    }
  }
`);

/** The guide's establishments a winner may be linked to (catalog-guide's back-office search, catalog.establishments.list). */
export const WINNER_ESTABLISHMENT_OPTIONS = graphql(`
  query ContestWinnerEstablishmentOptions($search: String) {
    adminEstablishments(search: $search, first: 10) {
      edges {
        node {
          id
          name
          city {
            name
          }
        }
      }
    }
  }
`);

/** A winner as the winners' screen edits it (and saving answers). */
export const CONTEST_WINNER_FIELDS = graphql(`
  fragment ContestWinnerFields on ContestWinner {
    id
    category
    rank
    name
    establishmentName
    registrationId
    establishment {
      id
      name
    }
  }
`);

export const CONTEST_WINNERS = graphql(`
  query ContestWinners($year: Int!) {
    contestEdition(year: $year) {
      year
      theme
      winnersPublishedAt
      winners {
        ...ContestWinnerFields
      }
    }
  }
`);
export type WinnerRow = NonNullable<ContestWinnersQuery['contestEdition']>['winners'][number];
export type ContestWinnerInput = GeneratedWinnerInput;

export const SET_CONTEST_WINNERS = graphql(`
  mutation SetContestWinners($year: Int!, $winners: [ContestWinnerInput!]!) {
    setContestWinners(year: $year, winners: $winners) {
      year
      winnersPublishedAt
      winners {
        ...ContestWinnerFields
      }
    }
  }
`);
export const PUBLISH_CONTEST_WINNERS = graphql(`
  mutation PublishContestWinners($year: Int!, $published: Boolean!) {
    publishContestWinners(year: $year, published: $published) {
      year
      winnersPublishedAt
    }
  }
`);

export const CONTEST_PARTNERS = graphql(`
  query ContestPartners($year: Int!) {
    contestEdition(year: $year) {
      year
      theme
      partners {
        id
        name
        website
        logoUrl
        position
      }
    }
  }
`);
export type PartnerRow = NonNullable<ContestPartnersQuery['contestEdition']>['partners'][number];
export type ContestPartnerInput = GeneratedPartnerInput;

export const CREATE_CONTEST_PARTNER = graphql(`
  mutation CreateContestPartner($year: Int!, $input: ContestPartnerInput!) {
    createContestPartner(year: $year, input: $input) {
      id
      name
    }
  }
`);
export const UPDATE_CONTEST_PARTNER = graphql(`
  mutation UpdateContestPartner($id: ID!, $input: ContestPartnerInput!) {
    updateContestPartner(id: $id, input: $input) {
      id
      name
      website
    }
  }
`);
export const DELETE_CONTEST_PARTNER = graphql(`
  mutation DeleteContestPartner($id: ID!) {
    deleteContestPartner(id: $id)
  }
`);
export const REORDER_CONTEST_PARTNERS = graphql(`
  mutation ReorderContestPartners($year: Int!, $ids: [ID!]!) {
    reorderContestPartners(year: $year, ids: $ids) {
      id
      position
    }
  }
`);

export const CONTEST_PARTNER_APPLICATIONS = graphql(`
  query ContestPartnerApplications($first: Int, $after: String) {
    contestPartnerApplications(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          edition
          name
          email
          company
          createdAt
        }
      }
    }
  }
`);
export type PartnerApplicationRow = ContestPartnerApplicationsQuery['contestPartnerApplications']['edges'][number]['node'];
