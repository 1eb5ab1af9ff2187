import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql';
import type { ParkedEventFieldsFragment, ReplayIdentityParkedEventMutationVariables } from '../../gql/graphql';

/**
 * Parked events of each service that consumes events. Federation gives every subgraph its own root
 * fields (docs/decisions/0005-parked-events.md), so each service has its own three operations; a service
 * that starts consuming events is added to SERVICES. Each operation aliases its root field (`events`,
 * `event`), so the operations of every service share one result type and one screen reads them all.
 */
export type { ParkedEventStatus } from '../../gql/graphql';

export const PARKED_EVENT_FIELDS = graphql(`
  fragment ParkedEventFields on ParkedEvent {
    consumer
    eventId
    type
    key
    status
    error
    attempts
    occurredAt
    firstFailedAt
    lastFailedAt
    parkedAt
  }
`);

/** A parked event with its row key (consumer + event id). */
export type ParkedEventRow = ParkedEventFieldsFragment & { id: string };

type EventVariables = ReplayIdentityParkedEventMutationVariables;
export interface ServiceParkedEvents {
  /** The service's name, also its label key (`parkedEvents.services.<service>`). */
  service: string;
  list: TypedDocumentNode<{ events: ParkedEventFieldsFragment[] }, Record<string, never>>;
  replay: TypedDocumentNode<{ event: ParkedEventFieldsFragment }, EventVariables>;
  discard: TypedDocumentNode<{ event: ParkedEventFieldsFragment }, EventVariables>;
}

export const SERVICES: ServiceParkedEvents[] = [
  {
    service: 'catalog-guide',
    list: graphql(`
      query CatalogGuideParkedEvents {
        events: catalogGuideParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplayCatalogGuideParkedEvent($consumer: String!, $eventId: ID!) {
        event: replayCatalogGuideParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardCatalogGuideParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardCatalogGuideParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
  {
    service: 'cms',
    list: graphql(`
      query CmsParkedEvents {
        events: cmsParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplayCmsParkedEvent($consumer: String!, $eventId: ID!) {
        event: replayCmsParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardCmsParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardCmsParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
  {
    service: 'commerce',
    list: graphql(`
      query CommerceParkedEvents {
        events: commerceParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplayCommerceParkedEvent($consumer: String!, $eventId: ID!) {
        event: replayCommerceParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardCommerceParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardCommerceParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
  {
    service: 'contest',
    list: graphql(`
      query ContestParkedEvents {
        events: contestParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplayContestParkedEvent($consumer: String!, $eventId: ID!) {
        event: replayContestParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardContestParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardContestParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
  {
    service: 'identity',
    list: graphql(`
      query IdentityParkedEvents {
        events: identityParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplayIdentityParkedEvent($consumer: String!, $eventId: ID!) {
        event: replayIdentityParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardIdentityParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardIdentityParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
  {
    service: 'support-tickets',
    list: graphql(`
      query SupportTicketsParkedEvents {
        events: supportTicketsParkedEvents {
          ...ParkedEventFields
        }
      }
    `),
    replay: graphql(`
      mutation ReplaySupportTicketsParkedEvent($consumer: String!, $eventId: ID!) {
        event: replaySupportTicketsParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
    discard: graphql(`
      mutation DiscardSupportTicketsParkedEvent($consumer: String!, $eventId: ID!) {
        event: discardSupportTicketsParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
    `),
  },
];

export const rowOf = (event: ParkedEventFieldsFragment): ParkedEventRow => ({ ...event, id: `${event.consumer}:${event.eventId}` });
