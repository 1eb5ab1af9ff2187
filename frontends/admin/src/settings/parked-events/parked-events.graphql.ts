import { gql, type DocumentNode } from '@apollo/client';

/**
 * Parked events of each service that consumes events. Federation gives every subgraph its own root
 * fields (docs/decisions/0005-parked-events.md), so each service has its own three operations; a service
 * that starts consuming events is added to SERVICES.
 */

export type ParkedEventStatus = 'PARKED' | 'WAITING' | 'REPLAYED' | 'DISCARDED';

export interface ParkedEventRow {
  /** consumer + event id: the row's key. */
  id: string;
  consumer: string;
  eventId: string;
  type: string;
  key: string;
  status: ParkedEventStatus;
  error: string | null;
  attempts: number;
  occurredAt: string;
  firstFailedAt: string | null;
  lastFailedAt: string | null;
  parkedAt: string;
}

const FIELDS = gql`
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
`;

export interface ServiceParkedEvents {
  /** The service's name, also its label key (`parkedEvents.services.<service>`). */
  service: string;
  /** The root field of the list (`<service>ParkedEvents`). */
  listField: string;
  list: DocumentNode;
  replay: DocumentNode;
  discard: DocumentNode;
}

export const SERVICES: ServiceParkedEvents[] = [
  {
    service: 'catalog-guide',
    listField: 'catalogGuideParkedEvents',
    list: gql`
      query CatalogGuideParkedEvents {
        catalogGuideParkedEvents {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
    replay: gql`
      mutation ReplayCatalogGuideParkedEvent($consumer: String!, $eventId: ID!) {
        replayCatalogGuideParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
    discard: gql`
      mutation DiscardCatalogGuideParkedEvent($consumer: String!, $eventId: ID!) {
        discardCatalogGuideParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
  },
  {
    service: 'identity',
    listField: 'identityParkedEvents',
    list: gql`
      query IdentityParkedEvents {
        identityParkedEvents {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
    replay: gql`
      mutation ReplayIdentityParkedEvent($consumer: String!, $eventId: ID!) {
        replayIdentityParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
    discard: gql`
      mutation DiscardIdentityParkedEvent($consumer: String!, $eventId: ID!) {
        discardIdentityParkedEvent(consumer: $consumer, eventId: $eventId) {
          ...ParkedEventFields
        }
      }
      ${FIELDS}
    `,
  },
];

export const rowOf = (event: Omit<ParkedEventRow, 'id'>): ParkedEventRow => ({ ...event, id: `${event.consumer}:${event.eventId}` });
