import type { AnyMessageKey } from '@guide/validation';
import { isStorableDay } from '../tickets/ticket.validation';

export const CUSTOM_FIELD_KINDS = ['TEXT', 'LONG_TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'LIST'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

export const CUSTOM_TEXT_MAX = 255;
/** Also the SDL's bound of TicketFieldValueInput.value. */
export const CUSTOM_LONG_TEXT_MAX = 2_000;

const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;

/**
 * A value as stored: trimmed, empty -> null (cleared). Returns the error key instead when the value does
 * not fit the kind: NUMBER INVALID_NUMBER, DATE DATE_INVALID (YYYY-MM-DD), BOOLEAN `true`/`false` and LIST
 * one of the options INVALID_CHOICE, TEXT over 255 / LONG_TEXT over 2,000 characters TOO_LONG.
 */
export function readCustomValue(
  kind: CustomFieldKind,
  options: readonly string[],
  raw: string | null | undefined,
): { value: string | null } | { error: AnyMessageKey } {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return { value: null };
  switch (kind) {
    case 'TEXT':
      return [...value].length > CUSTOM_TEXT_MAX ? { error: 'TOO_LONG' } : { value };
    case 'LONG_TEXT':
      return [...value].length > CUSTOM_LONG_TEXT_MAX ? { error: 'TOO_LONG' } : { value };
    case 'NUMBER':
      return NUMBER.test(value) ? { value } : { error: 'INVALID_NUMBER' };
    case 'DATE':
      return isStorableDay(value) ? { value } : { error: 'DATE_INVALID' };
    case 'BOOLEAN':
      return value === 'true' || value === 'false' ? { value } : { error: 'INVALID_CHOICE' };
    case 'LIST':
      return options.includes(value) ? { value } : { error: 'INVALID_CHOICE' };
    default:
      return { error: 'INVALID_CHOICE' };
  }
}
