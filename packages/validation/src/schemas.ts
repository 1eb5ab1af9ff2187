import * as yup from 'yup';
import { MessageKey as K } from './messages';
import { isStrongPassword } from './password';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  isCode,
  isCountryCode,
  isEmail,
  isFrenchPhone,
  isFrenchPostalCode,
  isPastDate,
  isSiret,
  isWebsiteUrl,
  normalizePlainText,
} from './rules';

/**
 * Yup schemas of every identity form. Messages are message keys (see messages.ts). The services run
 * the same schemas (non-strict: values come back trimmed, empty optional strings as null).
 */

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'PROFESSIONAL'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const ADDRESS_TYPES = ['BILLING', 'DELIVERY'] as const;
export const ROLE_INTERFACES = ['BACK_OFFICE', 'FRONT_OFFICE'] as const;
export const LOCALES = ['fr', 'en'] as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional text: trimmed, '' becomes null, bounded. */
const optionalText = (max = TEXT_MAX_LENGTH) => yup.string().trim().nullable().transform(emptyToNull).max(max, K.TOO_LONG);
const requiredText = (max = TEXT_MAX_LENGTH) => yup.string().trim().required(K.REQUIRED).max(max, K.TOO_LONG);

export const nameField = () => yup.string().trim().required(K.REQUIRED).max(NAME_MAX_LENGTH, K.NAME_TOO_LONG);
export const emailField = () =>
  yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .max(EMAIL_MAX_LENGTH, K.EMAIL_INVALID)
    .test('email', K.EMAIL_INVALID, (v) => !v || isEmail(v));
export const passwordField = () =>
  yup
    .string()
    .required(K.REQUIRED)
    .max(PASSWORD_MAX_LENGTH, K.PASSWORD_TOO_WEAK)
    .test('password-composition', K.PASSWORD_TOO_WEAK, (v) => !v || isStrongPassword(v));
/** Must equal the sibling `password` field. */
export const passwordConfirmationField = () =>
  yup
    .string()
    .required(K.REQUIRED)
    .test('passwords-match', K.PASSWORDS_DO_NOT_MATCH, function (v) {
      return !v || v === this.parent.password;
    });
export const phoneField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .test('phone', K.PHONE_INVALID, (v) => v == null || isFrenchPhone(v));
/** Optional e-mail: '' becomes null. */
export const optionalEmailField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .max(EMAIL_MAX_LENGTH, K.EMAIL_INVALID)
    .test('email', K.EMAIL_INVALID, (v) => v == null || isEmail(v));
/** Optional SIRET (14 digits, Luhn key; spaces allowed): '' becomes null. */
export const siretField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .test('siret', K.SIRET_INVALID, (v) => v == null || isSiret(v));
/** Optional website (http(s), the scheme may be left out): '' becomes null. */
export const websiteField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .max(255, K.URL_INVALID)
    .test('url', K.URL_INVALID, (v) => v == null || isWebsiteUrl(v));
const choice = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf([...values], K.INVALID_CHOICE);

export const registerSchema = yup.object({
  customerType: choice(CUSTOMER_TYPES).required(K.REQUIRED),
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  phone: phoneField(),
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField(),
  // Professionals: a corporate name and a SIRET are what make the account professional.
  corporateName: optionalText().when('customerType', {
    is: 'PROFESSIONAL',
    then: (s) => s.required(K.REQUIRED),
  }),
  tradeName: optionalText(),
  siret: siretField().when('customerType', { is: 'PROFESSIONAL', then: (s) => s.required(K.REQUIRED) }),
  website: websiteField(),
  locale: choice(LOCALES).nullable().transform(emptyToNull),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required(K.REQUIRED),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({ email: emailField() });

export const profileSchema = yup.object({
  firstName: nameField(),
  lastName: nameField(),
  gender: choice(GENDERS).nullable().transform(emptyToNull),
  birthDate: yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .test('date', K.DATE_INVALID, (v) => v == null || isPastDate(v)),
  company: optionalText(),
  phone: phoneField(),
  locale: choice(LOCALES).nullable().transform(emptyToNull),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/**
 * An address's bounds: the same for an order's or a cart's address (commerce's OrderAddressInput) and
 * for a saved address (identity's AddressInput), so an address saved in the account always passes the
 * checkout. Names follow PRODUCT-SPEC §9 (35); street lines and company are plain texts (120); a city 80
 * (the longest French commune names are under 50 characters).
 */
export const ADDRESS_LIMITS = {
  name: NAME_MAX_LENGTH,
  company: TEXT_MAX_LENGTH,
  street: TEXT_MAX_LENGTH,
  additionalAddress: TEXT_MAX_LENGTH,
  postalCode: 10,
  city: 80,
  country: 2,
  phone: 20,
} as const;

/** The fields of an address, without its type (billing/delivery) nor the account's default flag. */
const addressFields = {
  firstName: nameField(),
  lastName: nameField(),
  company: optionalText(ADDRESS_LIMITS.company),
  street: requiredText(ADDRESS_LIMITS.street),
  additionalAddress: optionalText(ADDRESS_LIMITS.additionalAddress),
  country: yup
    .string()
    .trim()
    .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v))
    .required(K.REQUIRED)
    .max(ADDRESS_LIMITS.country, K.COUNTRY_INVALID)
    .test('country', K.COUNTRY_INVALID, (v) => !v || isCountryCode(v)),
  // French rules for French addresses; elsewhere a short free-form code.
  postalCode: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .max(ADDRESS_LIMITS.postalCode, K.POSTAL_CODE_INVALID)
    .test('postal-code', K.POSTAL_CODE_INVALID, function (v) {
      if (!v) return true;
      return this.parent.country === 'FR' ? isFrenchPostalCode(v) : /^[A-Za-z0-9 -]{2,10}$/.test(v);
    }),
  city: requiredText(ADDRESS_LIMITS.city),
  phone: yup
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .max(ADDRESS_LIMITS.phone, K.PHONE_INVALID)
    .test('phone', K.PHONE_INVALID, function (v) {
      if (v == null) return true;
      return this.parent.country === 'FR' ? isFrenchPhone(v) : /^\+?[0-9 .()-]{6,20}$/.test(v);
    }),
};

/** An order's or a cart's address (commerce's OrderAddressInput; the checkout's address forms). */
export const orderAddressSchema = yup.object(addressFields);
export type OrderAddressValues = yup.InferType<typeof orderAddressSchema>;

/** A saved address of the account (identity's AddressInput): an order address with its type and default flag. */
export const addressSchema = yup.object({
  type: choice(ADDRESS_TYPES).required(K.REQUIRED),
  ...addressFields,
  isDefault: yup.boolean().nullable(),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(K.REQUIRED),
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField(),
});

export const resetPasswordSchema = yup.object({
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField(),
});

export const roleSchema = yup.object({
  name: requiredText(60),
  interface: choice(ROLE_INTERFACES).required(K.REQUIRED),
});

/** Back-office accounts; the password is optional when editing (left empty = unchanged). */
export const adminSchema = yup.object({
  email: emailField(),
  firstName: nameField(),
  lastName: nameField(),
  password: yup
    .string()
    .nullable()
    .transform(emptyToNull)
    .max(PASSWORD_MAX_LENGTH, K.PASSWORD_TOO_WEAK)
    .test('password-composition', K.PASSWORD_TOO_WEAK, (v) => v == null || isStrongPassword(v)),
  passwordConfirmation: yup
    .string()
    .nullable()
    .transform(emptyToNull)
    .test('passwords-match', K.PASSWORDS_DO_NOT_MATCH, function (v) {
      return (this.parent.password ?? null) === (v ?? null);
    }),
  roleId: yup.string().trim().required(K.REQUIRED),
  active: yup.boolean().nullable(),
});

export const customerGroupSchema = yup.object({
  code: yup
    .string()
    .trim()
    .lowercase()
    .required(K.REQUIRED)
    .test('code', K.CODE_INVALID, (v) => !v || isCode(v)),
  name: requiredText(60),
});

/** A staff note on a customer: plain text, required, at most NOTE_MAX_LENGTH characters once cleaned. */
export const customerNoteSchema = yup.object({
  body: yup
    .string()
    .transform((v) => (typeof v === 'string' ? normalizePlainText(v) : v))
    .required(K.REQUIRED)
    .max(NOTE_MAX_LENGTH, K.TOO_LONG),
});
export type CustomerNoteValues = yup.InferType<typeof customerNoteSchema>;

export const SUPPLIER_NAME_MAX_LENGTH = 120;

/** A supplier of the shop (back office, Users → suppliers): only the name is required, unique. */
export const supplierSchema = yup.object({
  name: requiredText(SUPPLIER_NAME_MAX_LENGTH),
  contactName: optionalText(),
  email: optionalEmailField(),
  phone: phoneField(),
  siret: siretField(),
  website: websiteField(),
  address: optionalText(500),
  notes: yup
    .string()
    .nullable()
    .transform((v) => (typeof v === 'string' ? normalizePlainText(v) || null : v))
    .max(NOTE_MAX_LENGTH, K.TOO_LONG),
  active: yup.boolean().nullable(),
});
export type SupplierValues = yup.InferType<typeof supplierSchema>;
