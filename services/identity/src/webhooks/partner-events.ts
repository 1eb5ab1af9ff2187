import { EntityManager } from 'typeorm';
import { ConsumedEventOf } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import type { WebhookEventName } from '@guide/vocabulary';

/**
 * The platform events partner events come from. order.paid comes from commerce.payment.captured rather than
 * the order's PROCESSING status event: the capture is the fact "the money is in" for every method (a provider's
 * confirmation, staff confirming a bank transfer) and carries the amount, method and provider reference a
 * partner reconciles with, while PROCESSING is a workflow state an order may also enter or leave otherwise.
 */
export const SOURCE_EVENTS = [
  Events.orderPlaced,
  Events.paymentCaptured,
  Events.orderShipped,
  Events.orderRefunded,
  Events.establishmentCreated,
  Events.establishmentUpdated,
  Events.establishmentDeleted,
  Events.reviewApproved,
  Events.contestRegistrationReceived,
];
export type SourceEvent = ConsumedEventOf<(typeof SOURCE_EVENTS)[number]>;

export interface PartnerEvent {
  event: WebhookEventName;
  data: Record<string, unknown>;
}

/**
 * What partners receive of each event: identifiers, amounts, statuses and public facts; no personal data
 * (no customer name, e-mail, address or phone). A partner that needs more asks the API with its API key,
 * under that key's permissions.
 */
export async function partnerEventOf(event: SourceEvent, manager: EntityManager): Promise<PartnerEvent | null> {
  switch (event.type) {
    case Events.orderPlaced.type: {
      const o = event.data;
      return {
        event: 'order.placed',
        data: {
          orderId: o.orderId,
          number: o.number,
          status: o.status,
          customerType: o.customer?.customerType ?? '',
          lines: o.lines.map((l) => ({
            productId: l.productId,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            totalCents: l.totalCents,
          })),
          totals: {
            subTotalCents: o.totals?.subTotalCents ?? 0,
            discountCents: o.totals?.discountCents ?? 0,
            shippingCents: o.totals?.shippingCents ?? 0,
            vatCents: o.totals?.vatCents ?? 0,
            totalCents: o.totals?.totalCents ?? 0,
            currency: o.totals?.currency ?? '',
          },
          shippingMethodCode: o.shippingMethodCode,
          paymentMethod: o.paymentMethod,
          deliveryCountry: o.deliveryAddress?.country ?? '',
          placedAt: o.placedAt,
        },
      };
    }
    case Events.paymentCaptured.type: {
      const p = event.data.payment;
      return {
        event: 'order.paid',
        data: {
          orderId: p?.orderId ?? event.key,
          orderNumber: p?.orderNumber ?? '',
          paymentId: p?.paymentId ?? '',
          method: p?.method ?? '',
          providerReference: p?.providerReference ?? '',
          amountCents: p?.amountCents ?? 0,
          currency: p?.currency ?? '',
          paidAt: event.data.capturedAt,
        },
      };
    }
    case Events.orderShipped.type: {
      const s = event.data;
      return {
        event: 'order.shipped',
        data: {
          orderId: s.orderId,
          orderNumber: s.orderNumber,
          shipmentId: s.shipmentId,
          shipmentNumber: s.shipmentNumber,
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          trackingUrl: s.trackingUrl,
          packageCount: s.packageCount,
          lines: s.lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity })),
          complete: s.complete,
          shippedAt: s.shippedAt,
        },
      };
    }
    case Events.orderRefunded.type: {
      const r = event.data;
      return {
        event: 'order.refunded',
        data: {
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          refundId: r.refundId,
          creditNoteNumber: r.creditNoteNumber,
          lines: r.lines.map((l) => ({ productId: l.productId, sku: l.sku, quantity: l.quantity, amountCents: l.amountCents })),
          shippingCents: r.shippingCents,
          amountCents: r.amountCents,
          currency: r.currency,
          refundedAt: r.issuedAt,
        },
      };
    }
    case Events.establishmentCreated.type:
    case Events.establishmentUpdated.type:
      return establishmentEvent(event, manager);
    case Events.establishmentDeleted.type:
      await manager.query('DELETE FROM webhook_establishment WHERE id = $1', [event.data.id]);
      return null;
    case Events.reviewApproved.type: {
      const r = event.data;
      return {
        event: 'review.approved',
        data: {
          reviewId: r.reviewId,
          productId: r.productId || null,
          establishmentId: r.establishmentId || null,
          rating: r.rating,
          title: r.title || null,
          body: r.body,
          verifiedPurchase: r.verifiedPurchase,
          approvedAt: r.approvedAt,
        },
      };
    }
    case Events.contestRegistrationReceived.type: {
      const c = event.data;
      return {
        event: 'contest.registration.created',
        data: {
          registrationId: c.registrationId,
          editionYear: c.editionYear,
          category: c.category,
          establishmentName: c.establishmentName,
          receivedAt: c.receivedAt,
        },
      };
    }
  }
}

type EstablishmentEvent = Extract<SourceEvent, { type: typeof Events.establishmentCreated.type | typeof Events.establishmentUpdated.type }>;

/**
 * establishment.published when the establishment BECOMES published (created published, or an update of one
 * that was not); establishment.updated for any other change of an establishment that is or was public (so an
 * unpublication is heard, with published: false). The events carry only the current state, so identity keeps
 * the last published flag of each establishment (`webhook_establishment`), in this same transaction.
 */
async function establishmentEvent(event: EstablishmentEvent, manager: EntityManager): Promise<PartnerEvent | null> {
  const e = event.data;
  const [before]: { published: boolean }[] = await manager.query(`SELECT published FROM webhook_establishment WHERE id = $1 FOR UPDATE`, [e.id]);
  await manager.query(`INSERT INTO webhook_establishment (id, published) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET published = EXCLUDED.published`, [
    e.id,
    e.published,
  ]);
  const wasPublished = before?.published ?? false;
  const data = {
    id: e.id,
    slug: e.slug,
    name: e.name,
    type: e.type,
    path: e.path,
    cityName: e.cityName,
    postalCode: e.postalCode,
    departmentCode: e.departmentCode,
    published: e.published,
    updatedAt: e.updatedAt,
  };
  if (e.published && !wasPublished) return { event: 'establishment.published', data };
  if (event.type === Events.establishmentUpdated.type && (e.published || wasPublished)) return { event: 'establishment.updated', data };
  return null;
}
