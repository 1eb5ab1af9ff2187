import { ALL_EVENT_TYPES } from '@guide/proto-schemas';
import { SHIPMENT_MACHINE } from './shipment-status';

describe('shipment status table', () => {
  it('goes from SHIPPED to DELIVERED or CANCELED, and no further', () => {
    expect(SHIPMENT_MACHINE.next('SHIPPED')).toEqual(['DELIVERED', 'CANCELED']);
    expect(SHIPMENT_MACHINE.next('DELIVERED')).toEqual([]);
    expect(SHIPMENT_MACHINE.next('CANCELED')).toEqual([]);
  });

  it('refuses anything else with CONFLICT status = INVALID_TRANSITION', () => {
    let error: any;
    try {
      SHIPMENT_MACHINE.assert('DELIVERED', 'CANCELED');
    } catch (e) {
      error = e;
    }
    expect(error?.extensions).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
  });

  it('writes only event types registered in proto-schemas (Kafka topics)', () => {
    expect(SHIPMENT_MACHINE.eventTypes).toEqual(['commerce.shipment.delivered', 'commerce.shipment.canceled']);
    expect(ALL_EVENT_TYPES).toEqual(expect.arrayContaining([...SHIPMENT_MACHINE.eventTypes]));
  });
});
