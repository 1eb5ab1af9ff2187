import { formatDateTime } from '@guide/ui/dates';
import { graphql } from '../../gql';
import type { FormSubmissionsQuery, NewsletterSubscribersQuery } from '../../gql/graphql';

/** The site forms' submissions and the newsletter's subscribers (services/cms). */

export const FORM_SUBMISSIONS = graphql(`
  query FormSubmissions($kind: FormKind, $search: String, $first: Int, $after: String) {
    formSubmissions(kind: $kind, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          email
          language
          createdAt
          fields {
            name
            value
          }
        }
      }
    }
  }
`);
export type SubmissionRow = FormSubmissionsQuery['formSubmissions']['edges'][number]['node'];

export const DELETE_FORM_SUBMISSIONS = graphql(`
  mutation DeleteFormSubmissions($ids: [ID!]!) {
    deleteFormSubmissions(ids: $ids)
  }
`);

export const NEWSLETTER_SUBSCRIBERS = graphql(`
  query NewsletterSubscribers($status: NewsletterStatus, $search: String, $first: Int, $after: String) {
    newsletterSubscribers(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          email
          status
          language
          createdAt
          confirmedAt
        }
      }
    }
  }
`);
export type SubscriberRow = NewsletterSubscribersQuery['newsletterSubscribers']['edges'][number]['node'];

export const DELETE_NEWSLETTER_SUBSCRIBERS = graphql(`
  mutation DeleteNewsletterSubscribers($ids: [ID!]!) {
    deleteNewsletterSubscribers(ids: $ids)
  }
`);

export const FORM_KINDS = ['CONTACT', 'JOIN_US', 'PARTNER'] as const;
export type FormKindValue = (typeof FORM_KINDS)[number];
export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatusValue = (typeof NEWSLETTER_STATUSES)[number];

/** A date and time as staff read it (Europe/Paris, `@guide/ui/dates`); '' for none. */
export function formatParisDateTime(iso: string | null | undefined, lang: string): string {
  return iso ? formatDateTime(iso, lang === 'en' ? 'en' : 'fr') : '';
}
