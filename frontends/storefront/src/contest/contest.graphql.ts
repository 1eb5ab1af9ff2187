import { graphql } from '../gql';
import type { ContestEditionQuery, ContestEditionSummaryFragment, ContestOverviewQuery } from '../gql/graphql';

/**
 * The contest's reads and the two public forms' mutations (services/contest). Operation names are what the
 * browser tests stub. `ContestEdition` has no id: it is cached under the field that returned it, so every
 * page reads one edition's details through the same `ContestEdition` query (two different selections of
 * `contestEdition(year)` would overwrite each other in the cache).
 */

export const CONTEST_EDITION_SUMMARY = graphql(`
  fragment ContestEditionSummary on ContestEdition {
    year
    open
    opensAt
    closesAt
    theme
    themeEn
    winnersPublishedAt
  }
`);
export type ContestEditionSummary = ContestEditionSummaryFragment;

/** Every edition (newest first), the one open now and the next to open: what each contest page starts from. */
export const CONTEST_OVERVIEW = graphql(`
  query ContestOverview {
    contestEditions {
      ...ContestEditionSummary
    }
    openContestEdition {
      ...ContestEditionSummary
    }
    upcomingContestEdition {
      ...ContestEditionSummary
    }
  }
`);
export type ContestOverview = ContestOverviewQuery;

/** One edition's rules, partners and (published) winners; the winner's guide page through catalog-guide's `Establishment.path`. */
export const CONTEST_EDITION = graphql(`
  query ContestEdition($year: Int!) {
    contestEdition(year: $year) {
      ...ContestEditionSummary
      rules
      rulesEn
      partners {
        id
        name
        logoUrl
        website
        position
      }
      winners {
        id
        category
        rank
        name
        establishmentName
        establishment {
          id
          path
        }
      }
    }
  }
`);
export type ContestEditionDetail = NonNullable<ContestEditionQuery['contestEdition']>;
export type ContestWinnerNode = ContestEditionDetail['winners'][number];
export type ContestPartnerNode = ContestEditionDetail['partners'][number];

export const REGISTER_FOR_CONTEST = graphql(`
  mutation RegisterForContest($input: ContestRegistrationInput!) {
    registerForContest(input: $input) {
      id
      edition
    }
  }
`);

export const APPLY_AS_CONTEST_PARTNER = graphql(`
  mutation ApplyAsContestPartner($input: PartnerFormInput!) {
    applyAsContestPartner(input: $input)
  }
`);
