import * as yup from 'yup';
import { MessageKey as K } from './messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, isEmail, isFrenchPostalCode, normalizeEmail, normalizePlainText } from './rules';

/**
 * The site's public forms (PRODUCT-SPEC §5): contact / join-us, partner, newsletter. The cms service runs
 * these schemas, the storefront forms the same ones; the contest's "become a partner" form is the same
 * input (PartnerFormInput) and uses `partnerFormSchema` too. Bounds mirror the SDL (services/cms/src/forms).
 */
export const FORM_LIMITS = {
  name: NAME_MAX_LENGTH,
  company: TEXT_MAX_LENGTH,
  address: 255,
  postalCode: 10,
  city: 120,
  subject: 150,
  message: 5000,
} as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const requiredText = (max: number) => yup.string().trim().required(K.REQUIRED).max(max, K.TOO_LONG);
const optionalText = (max: number) => yup.string().trim().nullable().default(null).transform(emptyToNull).max(max, K.TOO_LONG);

/** An address compared without regard to case (stored lower-case). */
const formEmail = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .required(K.REQUIRED)
    .test('email', K.EMAIL_INVALID, (v) => !v || isEmail(v));

/** The contact and "join us" forms (ContactFormInput, without the kind, honeypot and locale). */
export const contactFormSchema = yup.object({
  lastName: requiredText(FORM_LIMITS.name),
  firstName: requiredText(FORM_LIMITS.name),
  company: optionalText(FORM_LIMITS.company),
  email: formEmail().max(EMAIL_MAX_LENGTH, K.EMAIL_INVALID),
  address: optionalText(FORM_LIMITS.address),
  postalCode: requiredText(FORM_LIMITS.postalCode).test('postal-code', K.POSTAL_CODE_INVALID, (v) => !v || isFrenchPostalCode(v)),
  city: requiredText(FORM_LIMITS.city),
  subject: requiredText(FORM_LIMITS.subject),
  message: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizePlainText(v) : v))
    .required(K.REQUIRED)
    .max(FORM_LIMITS.message, K.TOO_LONG),
  newsletter: yup.boolean().nullable().default(false),
});
export type ContactFormValues = yup.InferType<typeof contactFormSchema>;

/** The partner form (PartnerFormInput): the cms's and the contest's "become a partner". */
export const partnerFormSchema = yup.object({
  name: requiredText(TEXT_MAX_LENGTH),
  email: formEmail(),
  company: requiredText(TEXT_MAX_LENGTH),
});
export type PartnerFormValues = yup.InferType<typeof partnerFormSchema>;

/** The newsletter sign-up: an address. */
export const newsletterSchema = yup.object({
  email: formEmail().max(EMAIL_MAX_LENGTH, K.EMAIL_INVALID),
});
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
