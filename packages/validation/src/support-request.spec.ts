import { supportRequestSchema, ticketNoteSchema } from './content';
import { validateWith } from './errors';

/** The storefront's "Contacter le support" forms (account/support): same bounds as openSupportTicket and addMyTicketNote. */
describe('supportRequestSchema', () => {
  it('requires a subject and a message, trims them, and turns "no order" into null', () => {
    expect(validateWith(supportRequestSchema, { subject: ' ', description: '', orderNumber: '' })).toEqual({
      ok: false,
      fieldErrors: { subject: 'REQUIRED', description: 'REQUIRED' },
    });
    expect(validateWith(supportRequestSchema, { subject: ' Colis abîmé ', description: ' Coin écrasé. ', orderNumber: '' })).toEqual({
      ok: true,
      value: { subject: 'Colis abîmé', description: 'Coin écrasé.', orderNumber: null },
    });
    expect(validateWith(supportRequestSchema, { subject: 'Colis', description: 'Texte', orderNumber: ' 2026-000041 ' })).toMatchObject({
      ok: true,
      value: { orderNumber: '2026-000041' },
    });
  });

  it('bounds the subject at 255 characters and the message at 10,000', () => {
    expect(validateWith(supportRequestSchema, { subject: 'a'.repeat(255), description: 'b'.repeat(10_000) }).ok).toBe(true);
    expect(validateWith(supportRequestSchema, { subject: 'a'.repeat(256), description: 'b'.repeat(10_001) })).toEqual({
      ok: false,
      fieldErrors: { subject: 'TOO_LONG', description: 'TOO_LONG' },
    });
  });
});

describe('ticketNoteSchema', () => {
  it('requires a note of at most 10,000 characters', () => {
    expect(validateWith(ticketNoteSchema, { notes: '  ' })).toEqual({ ok: false, fieldErrors: { notes: 'REQUIRED' } });
    expect(validateWith(ticketNoteSchema, { notes: 'n'.repeat(10_001) })).toEqual({ ok: false, fieldErrors: { notes: 'TOO_LONG' } });
    expect(validateWith(ticketNoteSchema, { notes: ' Merci ' })).toEqual({ ok: true, value: { notes: 'Merci' } });
  });
});
