import { contestEditionSchema, validateWith } from '@guide/validation';
import type { ContestEditionInput, EditionRow } from '../contest.graphql';
import { fromParisWallClock, toParisWallClock } from '../paris-time';

/** The edition form: dates as Paris wall-clock texts (`YYYY-MM-DDTHH:mm`), themes and rules in fr and en. */
export interface EditionFormValues {
  year: number | null;
  opensAt: string;
  closesAt: string;
  theme: string;
  themeEn: string;
  rules: string;
  rulesEn: string;
}
export type EditionFormErrors = Partial<Record<keyof EditionFormValues, string>>;

export function editionFormValues(edition: EditionRow | null): EditionFormValues {
  return {
    year: edition?.year ?? null,
    opensAt: toParisWallClock(edition?.opensAt),
    closesAt: toParisWallClock(edition?.closesAt),
    theme: edition?.theme ?? '',
    themeEn: edition?.themeEn ?? '',
    rules: edition?.rules ?? '',
    rulesEn: edition?.rulesEn ?? '',
  };
}

const text = (value: string) => value.trim() || null;

/** The API input: instants in ISO (converted from the Paris clock), empty texts as null. */
export function toEditionInput(values: EditionFormValues): ContestEditionInput {
  return {
    year: values.year as number,
    opensAt: fromParisWallClock(values.opensAt) as string,
    closesAt: fromParisWallClock(values.closesAt) as string,
    theme: text(values.theme),
    themeEn: text(values.themeEn),
    rules: text(values.rules),
    rulesEn: text(values.rulesEn),
  };
}

/** The input of an edition as it stands, with one date moved (the "open now" / "close now" actions). */
export function editionInputOf(edition: EditionRow, change: Partial<Pick<ContestEditionInput, 'opensAt' | 'closesAt'>>): ContestEditionInput {
  return {
    year: edition.year,
    opensAt: edition.opensAt as string,
    closesAt: edition.closesAt as string,
    theme: edition.theme,
    themeEn: edition.themeEn,
    rules: edition.rules,
    rulesEn: edition.rulesEn,
    ...change,
  };
}

/** The rules the API runs (@guide/validation), on the input the form would send; errors keyed by form field. */
export function validateEditionForm(values: EditionFormValues): EditionFormErrors {
  const input = toEditionInput(values);
  const result = validateWith(contestEditionSchema, {
    ...input,
    year: values.year ?? undefined,
    // An unreadable date is left out: REQUIRED rather than a comparison with nothing.
    opensAt: input.opensAt ?? undefined,
    closesAt: input.closesAt ?? undefined,
  });
  if (result.ok) return {};
  const errors: EditionFormErrors = {};
  for (const [field, key] of Object.entries(result.fieldErrors)) {
    if (field in values) errors[field as keyof EditionFormValues] ??= key;
  }
  return errors;
}
