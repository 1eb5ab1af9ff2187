import { Events } from '@guide/proto-schemas';
import { PAYMENT_MACHINE } from './payment-status';

describe('PAYMENT_MACHINE', () => {
  it('follows the contract: PENDING -> CAPTURED | FAILED | CANCELED; CAPTURED -> PARTIALLY_REFUNDED -> REFUNDED', () => {
    expect(PAYMENT_MACHINE.next('PENDING')).toEqual(['CAPTURED', 'FAILED', 'CANCELED']);
    expect(PAYMENT_MACHINE.next('CAPTURED')).toEqual(['PARTIALLY_REFUNDED', 'REFUNDED']);
    expect(PAYMENT_MACHINE.next('PARTIALLY_REFUNDED')).toEqual(['REFUNDED']);
    for (const final of ['FAILED', 'CANCELED', 'REFUNDED'] as const) expect(PAYMENT_MACHINE.next(final)).toEqual([]);
  });

  it('refuses with CONFLICT status = INVALID_TRANSITION (a capture after a failure, a refund back to captured)', () => {
    for (const [from, to] of [
      ['FAILED', 'CAPTURED'],
      ['REFUNDED', 'CAPTURED'],
      ['PENDING', 'REFUNDED'],
    ] as const) {
      expect(() => PAYMENT_MACHINE.assert(from, to)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'CONFLICT' }) }));
    }
  });

  it('writes the event types declared in proto-schemas (entity transaction)', () => {
    expect(PAYMENT_MACHINE.eventTypes).toEqual([
      Events.transactionCaptured.type,
      Events.transactionFailed.type,
      Events.transactionCanceled.type,
      Events.transactionPartiallyRefunded.type,
      Events.transactionRefunded.type,
    ]);
  });
});
