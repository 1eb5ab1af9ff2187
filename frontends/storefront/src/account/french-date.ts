/**
 * The birth date is typed the French way, JJ/MM/AAAA (DD/MM/YYYY in British English), and travels as
 * ISO `YYYY-MM-DD` (API contract). Validation stays @guide/validation's: what cannot be read as a date
 * is passed on unchanged and fails its date rule.
 */

export function isoToDisplay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

export function displayToIso(display: string): string {
  const value = display.trim();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return value;
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

/** Adds the slashes while typing digits: `1204` -> `12/04`, `12041985` -> `12/04/1985`. */
export function maskDateInput(value: string): string {
  if (/[^\d/]/.test(value)) return value; // pasted text with other separators: left for the parser
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
