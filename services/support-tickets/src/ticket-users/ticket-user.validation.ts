import * as yup from 'yup';
import { badInput } from '@guide/platform';
import { MessageKey as K, adminSchema, emailField, nameField, normalizeEmail, passwordConfirmationField, passwordField, validateWith } from '@guide/validation';
import type { TicketUserInput, TicketUserUpdateInput } from '../generated/graphql';

export const TICKET_LOGIN_MAX_LENGTH = 60;
export const TICKET_GROUP_NAME_MAX_LENGTH = 100;
export const TICKET_USER_GROUPS_MAX = 50;

/** Letters, digits and `. _ - @`: a login is typed on a sign-in form and shown in lists, never with spaces. */
const LOGIN = /^[\p{L}\p{N}._@-]+$/u;

/** A ticket user: names, mail and password follow the customers' rules (shared fields of @guide/validation). */
export const ticketUserSchema = yup.object({
  login: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .max(TICKET_LOGIN_MAX_LENGTH, K.TOO_LONG)
    .test('login', 'LOGIN_INVALID', (v) => !v || LOGIN.test(v)),
  firstName: nameField(),
  lastName: nameField(),
  mail: emailField(),
  password: passwordField(),
  passwordConfirmation: passwordConfirmationField(),
});

/** As on creation, but an absent or empty password keeps the current one (the staff form's rule). */
export const ticketUserUpdateSchema = ticketUserSchema.shape({
  password: adminSchema.fields.password,
  passwordConfirmation: adminSchema.fields.passwordConfirmation,
});

export function validateTicketUserUpdate(input: TicketUserUpdateInput) {
  const result = validateWith(ticketUserUpdateSchema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  return { ...result.value, mail: normalizeEmail(result.value.mail), password: (result.value.password as string | null | undefined) || null };
}

export function validateTicketUserInput(input: TicketUserInput) {
  const result = validateWith(ticketUserSchema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  return { ...result.value, mail: normalizeEmail(result.value.mail) };
}

/** Trimmed; REQUIRED when blank, TOO_LONG past the bound. */
export function validateGroupName(name: string): string {
  const value = (name ?? '').trim();
  if (!value) throw badInput({ name: 'REQUIRED' });
  if ([...value].length > TICKET_GROUP_NAME_MAX_LENGTH) throw badInput({ name: 'TOO_LONG' });
  return value;
}
