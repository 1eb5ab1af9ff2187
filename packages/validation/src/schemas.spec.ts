import { ValidationError } from 'yup';
import { ALL_MESSAGE_KEYS } from './messages';
import { toFieldErrors, validateWith } from './errors';
import {
  addressSchema,
  adminSchema,
  customerGroupSchema,
  customerNoteSchema,
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  roleSchema,
  supplierSchema,
} from './schemas';

const individual = {
  customerType: 'INDIVIDUAL',
  firstName: ' Marie ',
  lastName: 'Curie',
  email: ' marie@example.fr ',
  phone: '',
  password: 'Radium88!',
  passwordConfirmation: 'Radium88!',
  locale: null,
};

function errorsOf(result: ReturnType<typeof validateWith>) {
  return result.ok ? {} : result.fieldErrors;
}

describe('registerSchema', () => {
  it('accepts an individual and returns cleaned values', () => {
    const result = validateWith(registerSchema, individual);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ firstName: 'Marie', email: 'marie@example.fr', phone: null }) });
  });

  it('gives one message key per invalid field', () => {
    const result = validateWith(registerSchema, {
      customerType: 'ROBOT',
      firstName: 'x'.repeat(36),
      lastName: '',
      email: 'not-an-email',
      phone: '12',
      password: 'weak',
      passwordConfirmation: 'other',
      website: 'nope',
      locale: 'de',
    });
    expect(errorsOf(result)).toEqual({
      customerType: 'INVALID_CHOICE',
      firstName: 'NAME_TOO_LONG',
      lastName: 'REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
      password: 'PASSWORD_TOO_WEAK',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
      website: 'URL_INVALID',
      locale: 'INVALID_CHOICE',
    });
  });

  it('asks professionals for a corporate name and a valid SIRET', () => {
    expect(errorsOf(validateWith(registerSchema, { ...individual, customerType: 'PROFESSIONAL' }))).toEqual({ corporateName: 'REQUIRED', siret: 'REQUIRED' });
    expect(
      errorsOf(validateWith(registerSchema, { ...individual, customerType: 'PROFESSIONAL', corporateName: 'SARL Curie', siret: '73282932000075' })),
    ).toEqual({
      siret: 'SIRET_INVALID',
    });
    expect(
      validateWith(registerSchema, {
        ...individual,
        customerType: 'PROFESSIONAL',
        corporateName: 'SARL Curie',
        siret: '732 829 320 00074',
        website: 'curie.fr',
      }).ok,
    ).toBe(true);
  });
});

describe('the other forms', () => {
  it('login needs a valid email and a password, without composition rules', () => {
    expect(errorsOf(validateWith(loginSchema, { email: '', password: '' }))).toEqual({ email: 'REQUIRED', password: 'REQUIRED' });
    expect(validateWith(loginSchema, { email: 'a@example.fr', password: 'x' }).ok).toBe(true);
  });

  it('profile checks names, gender, birth date and phone', () => {
    expect(validateWith(profileSchema, { firstName: 'A', lastName: 'B', gender: null, birthDate: '', phone: '06.12.34.56.78' })).toEqual({
      ok: true,
      value: expect.objectContaining({ birthDate: null, gender: null }),
    });
    expect(errorsOf(validateWith(profileSchema, { firstName: 'A', lastName: 'B', gender: 'X', birthDate: '2999-01-01' }))).toEqual({
      gender: 'INVALID_CHOICE',
      birthDate: 'DATE_INVALID',
    });
  });

  it('addresses apply French formats to French addresses only', () => {
    const fr = {
      type: 'BILLING',
      firstName: 'A',
      lastName: 'B',
      street: '1 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      phone: '01 23 45 67 89',
    };
    expect(validateWith(addressSchema, fr).ok).toBe(true);
    expect(errorsOf(validateWith(addressSchema, { ...fr, postalCode: '7500', phone: '123' }))).toEqual({
      postalCode: 'POSTAL_CODE_INVALID',
      phone: 'PHONE_INVALID',
    });
    expect(validateWith(addressSchema, { ...fr, country: 'GB', postalCode: 'SW1A 1AA', phone: '+44 20 7946 0958' }).ok).toBe(true);
    expect(errorsOf(validateWith(addressSchema, { ...fr, type: 'HOME', country: 'France', street: ' ' }))).toEqual({
      type: 'INVALID_CHOICE',
      country: 'COUNTRY_INVALID',
      street: 'REQUIRED',
    });
  });

  it('password change and reset apply the composition rules and the confirmation', () => {
    expect(errorsOf(validateWith(passwordChangeSchema, { currentPassword: '', password: 'Radium88!', passwordConfirmation: 'Radium88?' }))).toEqual({
      currentPassword: 'REQUIRED',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(errorsOf(validateWith(resetPasswordSchema, { password: 'short', passwordConfirmation: 'short' }))).toEqual({ password: 'PASSWORD_TOO_WEAK' });
  });

  it('roles, admins and customer groups', () => {
    expect(errorsOf(validateWith(roleSchema, { name: ' ', interface: 'SOMEWHERE' }))).toEqual({ name: 'REQUIRED', interface: 'INVALID_CHOICE' });
    expect(
      errorsOf(
        validateWith(adminSchema, { email: 'a@example.fr', firstName: 'A', lastName: 'B', roleId: 'r', password: 'Radium88!', passwordConfirmation: '' }),
      ),
    ).toEqual({
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(validateWith(adminSchema, { email: 'a@example.fr', firstName: 'A', lastName: 'B', roleId: 'r', password: '', passwordConfirmation: '' }).ok).toBe(
      true,
    );
    expect(errorsOf(validateWith(customerGroupSchema, { code: 'Gros Clients', name: '' }))).toEqual({ code: 'CODE_INVALID', name: 'REQUIRED' });
  });

  it('customer notes are plain text: cleaned, required, at most 2000 characters', () => {
    expect(validateWith(customerNoteSchema, { body: '  Rappeler\r\nlundi\u0007  ' })).toEqual({ ok: true, value: { body: 'Rappeler\nlundi' } });
    expect(errorsOf(validateWith(customerNoteSchema, { body: ' \n\t ' }))).toEqual({ body: 'REQUIRED' });
    expect(errorsOf(validateWith(customerNoteSchema, {}))).toEqual({ body: 'REQUIRED' });
    expect(validateWith(customerNoteSchema, { body: 'x'.repeat(2000) }).ok).toBe(true);
    expect(errorsOf(validateWith(customerNoteSchema, { body: 'x'.repeat(2001) }))).toEqual({ body: 'TOO_LONG' });
  });

  it('suppliers need a name; contact details use the shared rules', () => {
    expect(
      validateWith(supplierSchema, { name: ' Moulin de la Tour ', email: '', phone: '', siret: '732 829 320 00074', website: 'moulin.fr', notes: '  ' }),
    ).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Moulin de la Tour', email: null, phone: null, siret: '732 829 320 00074', notes: null }),
    });
    expect(
      errorsOf(validateWith(supplierSchema, { name: '', email: 'x', phone: '12', siret: '73282932000075', website: 'nope', notes: 'x'.repeat(2001) })),
    ).toEqual({
      name: 'REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
      siret: 'SIRET_INVALID',
      website: 'URL_INVALID',
      notes: 'TOO_LONG',
    });
  });

  it('uses only declared message keys', () => {
    const result = validateWith(registerSchema, {
      customerType: 'PROFESSIONAL',
      firstName: 'x'.repeat(40),
      email: 'x',
      password: 'x',
      passwordConfirmation: 'y',
      siret: '1',
      website: 'x',
    });
    for (const key of Object.values(errorsOf(result))) expect(ALL_MESSAGE_KEYS).toContain(key);
  });
});

describe('toFieldErrors', () => {
  it('keeps the first key of each field', () => {
    const error = new ValidationError([
      new ValidationError('REQUIRED', null, 'email'),
      new ValidationError('EMAIL_INVALID', null, 'email'),
      new ValidationError('REQUIRED', null, 'password'),
    ]);
    expect(toFieldErrors(error)).toEqual({ email: 'REQUIRED', password: 'REQUIRED' });
  });
});
