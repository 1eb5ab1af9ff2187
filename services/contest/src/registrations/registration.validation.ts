import { FieldErrors, badInput } from '@guide/platform';
import { CONTEST_CATEGORIES, ContestCategory } from './contest.constants';

export interface ContestRegistrationInput {
  category: ContestCategory;
  name: string;
  establishmentName: string;
  email: string;
  phone: string;
}

export const MAX_TEXT = 120;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Ten digits in pairs, as the form's 00.00.00.00.00 placeholder shows; separators optional. */
const PHONE = /^(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})$/;

export function normalizePhone(raw: string): string | null {
  const m = PHONE.exec(raw.trim());
  return m ? m.slice(1).join('.') : null;
}

/** Every field is required (spec §5); returns trimmed values, the email lower-cased and the phone dotted. */
export function validateRegistration(input: ContestRegistrationInput): ContestRegistrationInput {
  const errors: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  const establishmentName = input.establishmentName?.trim() ?? '';
  const email = input.email?.trim().toLowerCase() ?? '';
  const phone = input.phone?.trim() ?? '';
  if (!CONTEST_CATEGORIES.includes(input.category)) errors.category = 'INVALID_CHOICE';
  for (const [field, value] of [['name', name], ['establishmentName', establishmentName]] as const) {
    if (!value) errors[field] = 'REQUIRED';
    else if (value.length > MAX_TEXT) errors[field] = 'TOO_LONG';
  }
  if (!email) errors.email = 'REQUIRED';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'EMAIL_INVALID';
  const dotted = phone ? normalizePhone(phone) : null;
  if (!phone) errors.phone = 'REQUIRED';
  else if (!dotted) errors.phone = 'PHONE_INVALID';
  if (Object.keys(errors).length) throw badInput(errors);
  return { category: input.category, name, establishmentName, email, phone: dotted as string };
}
