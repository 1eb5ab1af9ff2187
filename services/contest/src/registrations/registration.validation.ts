import { badInput } from '@guide/platform';
import { contestRegistrationSchema, validateWith } from '@guide/validation';
import type { ContestRegistrationInput } from '../generated/graphql';

/**
 * Every field is required (spec §5): @guide/validation's `contestRegistrationSchema`, the rules a form
 * runs too. Returns trimmed values, the email lower-cased and the phone as 00.00.00.00.00.
 */
export function validateRegistration(input: ContestRegistrationInput): ContestRegistrationInput {
  const result = validateWith(contestRegistrationSchema, input);
  if (!result.ok) throw badInput(result.fieldErrors);
  return result.value;
}
