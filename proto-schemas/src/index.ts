/**
 * Every event of the platform: its past-tense name and its protobuf message. One source of truth for
 * producers (outbox writes) and consumers (decoding); the Kafka topic is the name.
 */
import type { DescMessage } from '@bufbuild/protobuf';
import { EstablishmentChangedSchema, EstablishmentDeletedSchema } from '../gen/guide/catalog/v1/establishment_pb';
import {
  CustomerErasedSchema,
  CustomerInvitedSchema,
  CustomerRegisteredSchema,
  CustomerUpdatedSchema,
  CustomerVerifiedSchema,
  PasswordResetRequestedSchema,
  VerificationEmailRequestedSchema,
} from '../gen/guide/identity/v1/customer_pb';
import { ProductChangedSchema, ProductDeletedSchema } from '../gen/guide/catalog/v1/product_pb';
import { ReviewApprovedSchema } from '../gen/guide/catalog/v1/review_pb';
import {
  OrderInvoicedSchema,
  OrderPlacedSchema,
  OrderShippedSchema,
  PaymentCapturedSchema,
  PaymentFailedSchema,
  QuoteAcceptedSchema,
  QuoteAnsweredSchema,
  QuoteRequestedSchema,
  RefundIssuedSchema,
  ReturnStatusChangedSchema,
  StockChangedSchema,
} from '../gen/guide/commerce/v1/commerce_pb';
import {
  ContentDeletedSchema,
  ContentPublishedSchema,
  ContentUnpublishedSchema,
  FormSubmittedSchema,
  NewsletterSubscriptionRequestedSchema,
  OwnerPostModeratedSchema,
  EmailTemplateChangedSchema,
  SettingsChangedSchema,
} from '../gen/guide/cms/v1/cms_pb';
import { ContestPartnerAppliedSchema, ContestRegistrationReceivedSchema, ContestWinnersPublishedSchema } from '../gen/guide/contest/v1/contest_pb';
import {
  TicketAssignedSchema,
  TicketCreatedSchema,
  TicketNoteAddedSchema,
  TicketUserChangedSchema,
  TicketUserDeletedSchema,
} from '../gen/guide/tickets/v1/tickets_pb';
import { StatusChangedSchema } from '../gen/guide/platform/v1/status_pb';

/** `type` keeps its literal type, so a consumer's `switch (event.type)` narrows `event.data`. */
const event = <T extends string, S extends DescMessage>(type: T, schema: S) => ({ type, schema }) as const;

/**
 * Status changes: one topic per status a lifecycle can enter, `<area>.<entity>.<status in kebab-case>`
 * (`commerce.order.pending-payment`), each carrying guide.platform.v1.StatusChanged. The platform's state
 * machines (services/platform/src/state-machine) name their events with `statusEventType`; the states each
 * machine can enter are listed in `Events` below so they are topics, and a spec beside each machine checks
 * that the two lists agree. Keys read `orderPendingPayment`, `ticketResolved`.
 */
type Kebab<S extends string> = S extends `${infer H}_${infer T}` ? `${Lowercase<H>}-${Kebab<T>}` : Lowercase<S>;
type Pascal<S extends string> = S extends `${infer H}_${infer T}` ? `${Capitalize<Lowercase<H>>}${Pascal<T>}` : Capitalize<Lowercase<S>>;
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
export function statusEventType<A extends string, E extends string, S extends string>(area: A, entity: E, status: S): `${A}.${E}.${Kebab<S>}` {
  return `${area}.${entity}.${status.toLowerCase().replace(/_/g, '-')}` as `${A}.${E}.${Kebab<S>}`;
}
export function statusEvents<A extends string, E extends string, const S extends string>(area: A, entity: E, statuses: readonly S[]) {
  const camel = (w: string) => w.toLowerCase().replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());
  const key = (s: string) => camel(entity) + camel(s).replace(/^./, (c) => c.toUpperCase());
  return Object.fromEntries(statuses.map((s) => [key(s), event(statusEventType(area, entity, s), StatusChangedSchema)])) as {
    readonly [K in S as `${Camel<E>}${Pascal<K>}`]: { readonly type: `${A}.${E}.${Kebab<K>}`; readonly schema: typeof StatusChangedSchema };
  };
}

export const Events = {
  establishmentCreated: event('catalog.establishment.created', EstablishmentChangedSchema),
  establishmentUpdated: event('catalog.establishment.updated', EstablishmentChangedSchema),
  establishmentDeleted: event('catalog.establishment.deleted', EstablishmentDeletedSchema),
  customerRegistered: event('identity.customer.registered', CustomerRegisteredSchema),
  customerVerified: event('identity.customer.verified', CustomerVerifiedSchema),
  passwordResetRequested: event('identity.password.reset-requested', PasswordResetRequestedSchema),
  customerUpdated: event('identity.customer.updated', CustomerUpdatedSchema),
  verificationEmailRequested: event('identity.customer.verification-requested', VerificationEmailRequestedSchema),
  customerInvited: event('identity.customer.invited', CustomerInvitedSchema),
  customerErased: event('identity.customer.erased', CustomerErasedSchema),
  // shop: catalogue (catalog-guide) and sales (commerce)
  productCreated: event('catalog.product.created', ProductChangedSchema),
  productUpdated: event('catalog.product.updated', ProductChangedSchema),
  productDeleted: event('catalog.product.deleted', ProductDeletedSchema),
  reviewApproved: event('catalog.review.approved', ReviewApprovedSchema),
  orderPlaced: event('commerce.order.placed', OrderPlacedSchema),
  quoteRequested: event('commerce.quote.requested', QuoteRequestedSchema),
  quoteAnswered: event('commerce.quote.answered', QuoteAnsweredSchema),
  quoteAccepted: event('commerce.quote.accepted', QuoteAcceptedSchema),
  paymentCaptured: event('commerce.payment.captured', PaymentCapturedSchema),
  paymentFailed: event('commerce.payment.failed', PaymentFailedSchema),
  orderShipped: event('commerce.order.shipped', OrderShippedSchema),
  orderInvoiced: event('commerce.order.invoiced', OrderInvoicedSchema),
  orderRefunded: event('commerce.order.refunded', RefundIssuedSchema),
  returnStatusChanged: event('commerce.return.status-changed', ReturnStatusChangedSchema),
  stockChanged: event('commerce.stock.changed', StockChangedSchema),
  // cms
  contentPublished: event('cms.content.published', ContentPublishedSchema),
  contentUnpublished: event('cms.content.unpublished', ContentUnpublishedSchema),
  contentDeleted: event('cms.content.deleted', ContentDeletedSchema),
  formSubmitted: event('cms.form.submitted', FormSubmittedSchema),
  newsletterSubscriptionRequested: event('cms.newsletter.subscription-requested', NewsletterSubscriptionRequestedSchema),
  ownerPostModerated: event('cms.owner-post.moderated', OwnerPostModeratedSchema),
  emailTemplateChanged: event('cms.email-template.changed', EmailTemplateChangedSchema),
  settingsChanged: event('cms.settings.changed', SettingsChangedSchema),
  // contest
  contestRegistrationReceived: event('contest.registration.received', ContestRegistrationReceivedSchema),
  contestPartnerApplied: event('contest.partner.applied', ContestPartnerAppliedSchema),
  contestWinnersPublished: event('contest.winners.published', ContestWinnersPublishedSchema),
  // support-tickets
  ticketCreated: event('tickets.ticket.created', TicketCreatedSchema),
  ticketAssigned: event('tickets.ticket.assigned', TicketAssignedSchema),
  ticketNoteAdded: event('tickets.note.added', TicketNoteAddedSchema),
  ticketUserChanged: event('tickets.ticket-user.changed', TicketUserChangedSchema),
  ticketUserDeleted: event('tickets.ticket-user.deleted', TicketUserDeletedSchema),
  // status changes (StatusChanged): the states each lifecycle can enter; creation is its own event above
  ...statusEvents('commerce', 'order', ['PENDING', 'PENDING_PAYMENT', 'PROCESSING', 'COMPLETED', 'CANCELED', 'CLOSED']),
  // a payment attempt's machine is `transaction` (commerce.payment.captured above is the receipt event)
  ...statusEvents('commerce', 'transaction', ['CAPTURED', 'FAILED', 'CANCELED', 'PARTIALLY_REFUNDED', 'REFUNDED']),
  ...statusEvents('commerce', 'shipment', ['DELIVERED', 'CANCELED']),
  ...statusEvents('commerce', 'return', ['PROCESSING', 'AWAITING_RETURN', 'RETURNED', 'REFUNDED', 'NEW_PARCEL_SENT', 'SOLVED', 'REFUSED', 'CUSTOMER_CLOSED']),
  ...statusEvents('tickets', 'ticket', ['IN_PROGRESS', 'RESOLVED', 'CLOSED', 'REJECTED']),
  ...statusEvents('cms', 'campaign', ['SCHEDULED', 'SENDING', 'SENT', 'CANCELED']),
};

/** Every topic, for Kafka topic provisioning (infra/topics) and docs. */
export const ALL_EVENT_TYPES: string[] = Object.values(Events).map((e) => e.type);

export * from '../gen/guide/catalog/v1/establishment_pb';
export * from '../gen/guide/identity/v1/customer_pb';
export * from '../gen/guide/catalog/v1/product_pb';
export * from '../gen/guide/catalog/v1/review_pb';
export * from '../gen/guide/commerce/v1/commerce_pb';
export * from '../gen/guide/cms/v1/cms_pb';
export * from '../gen/guide/contest/v1/contest_pb';
export * from '../gen/guide/tickets/v1/tickets_pb';
export * from '../gen/guide/platform/v1/status_pb';
