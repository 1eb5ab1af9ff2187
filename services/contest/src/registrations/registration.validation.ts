import { FieldErrors, badInput } from '@guide/platform';
import { TEXT_MAX_LENGTH, formatFrenchPhone, isEmail, isFrenchPhone, normalizeEmail } from '@guide/validation';
import { CONTEST_CATEGORIES, ContestCategory } from './contest.constants';

export interface ContestRegistrationInput {
  category: ContestCategory;
  name: string;
  establishmentName: string;
  email: string;
  phone: string;
}

/**
 * Every field is required (spec §5). Email and phone use the shared rules of @guide/validation, so the
 * form and the API agree; returns trimmed values, the email lower-cased and the phone as 00.00.00.00.00.
 */
export function validateRegistration(input: ContestRegistrationInput): ContestRegistrationInput {
  const errors: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  const establishmentName = input.establishmentName?.trim() ?? '';
  const email = normalizeEmail(input.email ?? '');
  const phone = input.phone?.trim() ?? '';
  if (!CONTEST_CATEGORIES.includes(input.category)) errors.category = 'INVALID_CHOICE';
  for (const [field, value] of [['name', name], ['establishmentName', establishmentName]] as const) {
    if (!value) errors[field] = 'REQUIRED';
    else if (value.length > TEXT_MAX_LENGTH) errors[field] = 'TOO_LONG';
  }
  if (!email) errors.email = 'REQUIRED';
  else if (!isEmail(email)) errors.email = 'EMAIL_INVALID';
  if (!phone) errors.phone = 'REQUIRED';
  else if (!isFrenchPhone(phone)) errors.phone = 'PHONE_INVALID';
  if (Object.keys(errors).length) throw badInput(errors);
  return { category: input.category, name, establishmentName, email, phone: formatFrenchPhone(phone) };
}
