/**
 * What partner systems rely on (API-CONTRACT "Partners: API keys and webhooks"): the events a webhook can
 * subscribe to and the limits the gateway puts on one operation. The gateway, identity's webhooks, the
 * admin's forms and the storefront's /developers page all read them here.
 */

/** Events a webhook may subscribe to (partner names, not the internal event types they come from). */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.shipped',
  'order.refunded',
  'establishment.published',
  'establishment.updated',
  'review.approved',
  'contest.registration.created',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEventName {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/**
 * The top-level fields of each event's `data` (`[]`: a list), for the partners' documentation. identity builds
 * the payloads (webhooks/partner-events.ts) and its spec checks they have exactly these fields.
 */
export const WEBHOOK_EVENT_FIELDS: Record<WebhookEventName, readonly string[]> = {
  'order.placed': ['orderId', 'number', 'status', 'customerType', 'lines[]', 'totals', 'shippingMethodCode', 'paymentMethod', 'deliveryCountry', 'placedAt'],
  'order.paid': ['orderId', 'orderNumber', 'paymentId', 'method', 'providerReference', 'amountCents', 'currency', 'paidAt'],
  'order.shipped': [
    'orderId',
    'orderNumber',
    'shipmentId',
    'shipmentNumber',
    'carrier',
    'trackingNumber',
    'trackingUrl',
    'packageCount',
    'lines[]',
    'complete',
    'shippedAt',
  ],
  'order.refunded': ['orderId', 'orderNumber', 'refundId', 'creditNoteNumber', 'lines[]', 'shippingCents', 'amountCents', 'currency', 'refundedAt'],
  'establishment.published': ['id', 'slug', 'name', 'type', 'path', 'cityName', 'postalCode', 'departmentCode', 'published', 'updatedAt'],
  'establishment.updated': ['id', 'slug', 'name', 'type', 'path', 'cityName', 'postalCode', 'departmentCode', 'published', 'updatedAt'],
  'review.approved': ['reviewId', 'productId', 'establishmentId', 'rating', 'title', 'body', 'verifiedPurchase', 'approvedAt'],
  'contest.registration.created': ['registrationId', 'editionYear', 'category', 'establishmentName', 'receivedAt'],
};

/** Limits on what one GraphQL operation may ask at the gateway (depth, aliases, tokens, cost, directives, body). */
export const API_OPERATION_LIMITS = { maxDepth: 12, maxAliases: 15, maxTokens: 3000, maxCost: 20000, maxDirectives: 30, maxBodyBytes: 100 * 1024 } as const;
