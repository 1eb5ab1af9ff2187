import { inputLimitDisagreements, readSdl } from '@guide/platform/testing';
import { contactFormSchema, contestPartnerApplicationSchema, newsletterSchema, partnerFormSchema, schemaLimits, validateWith } from '@guide/validation';

/** The shared schemas of the site forms (packages/validation/src/forms.ts) and their agreement with the SDL. */
const sdl = readSdl(__dirname);
const good = {
  lastName: 'Durand',
  firstName: 'Claire',
  email: ' Claire@Example.FR ',
  postalCode: '21000',
  city: 'Dijon',
  subject: 'Bonjour',
  message: 'Un message',
};

describe('site form schemas', () => {
  it('ContactFormInput and PartnerFormInput limits agree with the SDL', () => {
    expect(inputLimitDisagreements(sdl, 'ContactFormInput', schemaLimits(contactFormSchema))).toEqual([]);
    expect(inputLimitDisagreements(sdl, 'PartnerFormInput', schemaLimits(partnerFormSchema))).toEqual([]);
  });

  it('contact: cleans a good form, names each broken field', () => {
    const ok = validateWith(contactFormSchema, { ...good, company: ' ', message: ' Ligne 1\r\nLigne 2 ' });
    expect(ok).toEqual({ ok: true, value: expect.objectContaining({ email: 'claire@example.fr', company: null, message: 'Ligne 1\nLigne 2' }) });
    expect(validateWith(contactFormSchema, {})).toEqual({
      ok: false,
      fieldErrors: {
        lastName: 'REQUIRED',
        firstName: 'REQUIRED',
        email: 'REQUIRED',
        postalCode: 'REQUIRED',
        city: 'REQUIRED',
        subject: 'REQUIRED',
        message: 'REQUIRED',
      },
    });
    const bad = validateWith(contactFormSchema, { ...good, lastName: 'x'.repeat(36), email: 'a@b', postalCode: '2A000', message: 'x'.repeat(5001) });
    expect(bad).toEqual({ ok: false, fieldErrors: { lastName: 'TOO_LONG', email: 'EMAIL_INVALID', postalCode: 'POSTAL_CODE_INVALID', message: 'TOO_LONG' } });
  });

  it('partner: one schema for the cms and the contest', () => {
    expect(contestPartnerApplicationSchema).toBe(partnerFormSchema);
    expect(validateWith(partnerFormSchema, { name: '', email: 'nope', company: 'x'.repeat(121) })).toEqual({
      ok: false,
      fieldErrors: { name: 'REQUIRED', email: 'EMAIL_INVALID', company: 'TOO_LONG' },
    });
  });

  it('newsletter: a valid address, lower-cased', () => {
    expect(validateWith(newsletterSchema, { email: ' Lea@Example.fr ' })).toEqual({ ok: true, value: { email: 'lea@example.fr' } });
    expect(validateWith(newsletterSchema, { email: '' })).toEqual({ ok: false, fieldErrors: { email: 'REQUIRED' } });
  });
});
