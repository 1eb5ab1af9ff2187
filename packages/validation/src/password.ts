import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

/** Each composition rule of the spec, for the form's checklist. */
export interface PasswordRules {
  minLength: boolean;
  digit: boolean;
  lowercase: boolean;
  uppercase: boolean;
  special: boolean;
}

export function passwordRules(password: string): PasswordRules {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    digit: /\d/.test(password),
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    special: /[^\p{L}\p{N}]/u.test(password),
  };
}

/** At least 8 characters with a digit, a lowercase, an uppercase and a special character. */
export function isStrongPassword(password: string): boolean {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const rules = passwordRules(password);
  return rules.minLength && rules.digit && rules.lowercase && rules.uppercase && rules.special;
}

const COMMON = ['password', 'motdepasse', 'azerty', 'qwerty', '123456', 'admin', 'bonjour', 'soleil', 'welcome'];

/**
 * The strength meter: 0 (empty) .. 4 (strong). A password that breaks a rule never scores above 2,
 * so the meter and the validation tell the same story; length and variety push it up, and common
 * words or long runs of one character pull it down.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  const rules = passwordRules(password);
  const classes = [rules.digit, rules.lowercase, rules.uppercase, rules.special].filter(Boolean).length;
  let points = classes + (password.length >= PASSWORD_MIN_LENGTH ? 1 : 0) + (password.length >= 12 ? 1 : 0);
  const lower = password.toLowerCase();
  if (COMMON.some((w) => lower.includes(w))) points -= 2;
  if (/(.)\1\1/.test(password)) points -= 1;
  let score: number = points <= 2 ? 1 : points <= 4 ? 2 : points === 5 ? 3 : 4;
  if (!isStrongPassword(password)) score = Math.min(score, 2);
  return Math.max(1, score) as 1 | 2 | 3 | 4;
}
