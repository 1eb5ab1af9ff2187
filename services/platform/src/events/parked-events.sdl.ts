/**
 * The back office's view of a service's parked events, as a GraphQL snippet each consuming service
 * serves. Federation lets one subgraph only own a root field, and each service's parked events live in
 * its own database, so the fields carry the service's name: `catalogGuideParkedEvents`,
 * `replayCatalogGuideParkedEvent`, `discardCatalogGuideParkedEvent` (docs/decisions/0005-parked-events.md).
 * The `ParkedEvent` type is shared (`@shareable`), identical in every subgraph.
 *
 * No service keeps a copy: the platform adds it to the SDL of every service marked `consumesEvents` in
 * topology.ts, both when the subgraph serves its schema and when the gateway composes
 * (`platformSdl`, graphql/subgraph-graphql.module.ts), and registers the resolver with it.
 */
/** `catalog-guide` -> `catalogGuide` / `CatalogGuide`. */
export function parkedEventsFieldNames(service: string) {
  const camel = service.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  return { list: `${camel}ParkedEvents`, replay: `replay${pascal}ParkedEvent`, discard: `discard${pascal}ParkedEvent` };
}

export function parkedEventsSdl(service: string): string {
  const f = parkedEventsFieldNames(service);
  return `"""
An event a consumer of this service gave up on after its retries (PARKED), or a later event of the same
entity held behind it (WAITING). Permission settings.configuration.view.
"""
type ParkedEvent @shareable {
  "The consumer group, e.g. catalog-guide.search-indexer."
  consumer: String!
  eventId: ID!
  "The event type, e.g. catalog.establishment.updated."
  type: String!
  "The entity the event is about (its id): its events are applied in order."
  key: String!
  status: ParkedEventStatus!
  "The last error; null for a WAITING event, which was never tried."
  error: String
  attempts: Int!
  occurredAt: DateTime!
  firstFailedAt: DateTime
  lastFailedAt: DateTime
  parkedAt: DateTime!
  resolvedAt: DateTime
}

enum ParkedEventStatus {
  PARKED
  WAITING
  REPLAYED
  DISCARDED
}

extend type Query {
  "Unresolved parked events of ${service}'s consumers, oldest first (at most 500). Permission settings.configuration.view."
  ${f.list}: [ParkedEvent!]!
}

extend type Mutation {
  """
  Runs a parked event through its consumer again; on success the events of the same entity waiting behind
  it follow, in order. Returns the event as it now stands (REPLAYED, or PARKED with the new error).
  Permission settings.configuration.update.
  """
  ${f.replay}("Max 200 characters." consumer: String!, eventId: ID!): ParkedEvent!
  """
  Drops a parked event for good, then applies the events of the same entity waiting behind it, in order.
  Permission settings.configuration.update.
  """
  ${f.discard}("Max 200 characters." consumer: String!, eventId: ID!): ParkedEvent!
}
`;
}
