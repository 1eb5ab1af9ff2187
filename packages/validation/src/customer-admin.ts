import * as yup from 'yup';
import { MessageKey as K, ServerMessageKey as S } from './messages';
import { CUSTOMER_TYPES, LOCALES, emailField, nameField, phoneField } from './schemas';

/** A customer group's code is at most this long (longer cannot name a group: NOT_FOUND is not needed). */
const GROUP_CODE_MAX_LENGTH = 50;
/** At most this many customers deleted in one call (the back office's page is 100 at most). */
export const CUSTOMER_MASS_DELETE_MAX = 100;

/**
 * Back office: a customer created or edited by staff (CustomerAdminInput). No password: the customer
 * chooses one from the link they receive. The group's existence is the service's check (NOT_FOUND).
 */
export const customerAdminSchema = yup.object({
  email: emailField(),
  firstName: nameField(),
  lastName: nameField(),
  phone: phoneField(),
  customerType: yup
    .mixed<(typeof CUSTOMER_TYPES)[number]>()
    .oneOf([...CUSTOMER_TYPES], K.INVALID_CHOICE)
    .required(K.REQUIRED),
  groupCode: yup
    .string()
    .trim()
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .max(GROUP_CODE_MAX_LENGTH, S.NOT_FOUND),
  // The language of the customer's e-mails (the set-password one first); left out: French on create, unchanged on update.
  locale: yup
    .mixed<(typeof LOCALES)[number]>()
    .oneOf([...LOCALES], K.INVALID_CHOICE)
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
});
export type CustomerAdminValues = yup.InferType<typeof customerAdminSchema>;

/** Deleting one's account: the current password, required. */
export const deleteAccountSchema = yup.object({
  currentPassword: yup.string().required(K.REQUIRED).max(1000, S.PASSWORD_INCORRECT),
});
