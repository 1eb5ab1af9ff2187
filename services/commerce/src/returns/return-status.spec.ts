import { ALL_EVENT_TYPES } from '@guide/proto-schemas';
import { RETURN_MACHINE } from './return-status';

describe('return status table', () => {
  it('starts at NEW_REQUEST (no transition enters it) and ends at SOLVED, REFUSED or CUSTOMER_CLOSED', () => {
    expect(Object.values(RETURN_MACHINE.transitions).some((to) => to.includes('NEW_REQUEST'))).toBe(false);
    for (const end of ['SOLVED', 'REFUSED', 'CUSTOMER_CLOSED'] as const) expect(RETURN_MACHINE.next(end)).toEqual([]);
    expect(RETURN_MACHINE.can('RETURNED', 'REFUNDED')).toBe(true);
    expect(RETURN_MACHINE.can('AWAITING_RETURN', 'REFUSED')).toBe(false);
  });

  it('writes only event types registered in proto-schemas (Kafka topics)', () => {
    expect(RETURN_MACHINE.eventTypes).toHaveLength(8);
    expect(ALL_EVENT_TYPES).toEqual(expect.arrayContaining([...RETURN_MACHINE.eventTypes]));
    expect(ALL_EVENT_TYPES).toContain('commerce.return.status-changed');
  });
});
