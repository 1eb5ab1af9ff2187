import type { Locale } from '@guide/platform';
import { parisDateTime } from '../shared/paris-time';
import type { ContestRegistrationEntity } from './registration.entity';

const HEADERS: Record<Locale, string[]> = {
  fr: ['Catégorie', 'Nom', 'Établissement', 'E-mail', 'Téléphone', 'Inscrit le'],
  en: ['Category', 'Name', 'Establishment', 'Email', 'Phone', 'Registered at'],
};

const CATEGORY_LABELS: Record<Locale, Record<string, string>> = {
  fr: { PROFESSIONAL: 'Professionnel', HOTEL_ESTABLISHMENT: 'Établissement hôtelier', GENERAL_PUBLIC: 'Grand public', HOTEL_SCHOOL: 'École hôtelière' },
  en: { PROFESSIONAL: 'Professional', HOTEL_ESTABLISHMENT: 'Hotel establishment', GENERAL_PUBLIC: 'General public', HOTEL_SCHOOL: 'Hotel school' },
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A
 * cell a spreadsheet would read as a formula (= + - @, or a tab/CR that some strip first) gets a
 * leading apostrophe, so an applicant's name never runs as a formula on the jury's machine.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The jury's file: one header line in the request's language, CRLF line ends, times in Europe/Paris. */
export function registrationsCsv(rows: ContestRegistrationEntity[], locale: Locale): string {
  const lines = [
    HEADERS[locale],
    ...rows.map((r) => [CATEGORY_LABELS[locale][r.category] ?? r.category, r.name, r.establishmentName, r.email, r.phone, parisDateTime(r.createdAt)]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
