import { defineStateMachine } from '@guide/platform';

/** A shipment's statuses, as the API spells them. */
export const SHIPMENT_STATUSES = ['SHIPPED', 'DELIVERED', 'CANCELED'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * A shipment's lifecycle: SHIPPED when created (createShipment inserts it so, with commerce.order.shipped),
 * DELIVERED once the carrier delivered it, CANCELED kept for the history (a parcel lost or sent back before
 * delivery; its units count as not shipped again). Anything else is CONFLICT status = INVALID_TRANSITION.
 * Every change leaves a status_history row (entity `shipment`) and a commerce.shipment.<status> event.
 */
export const SHIPMENT_MACHINE = defineStateMachine({
  area: 'commerce',
  entity: 'shipment',
  states: SHIPMENT_STATUSES,
  refusal: 'CONFLICT',
  statusColumn: 'status',
  transitions: {
    SHIPPED: ['DELIVERED', 'CANCELED'],
    DELIVERED: [],
    CANCELED: [],
  },
});
