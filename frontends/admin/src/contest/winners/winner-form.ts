import { setIn, type FormikErrors } from 'formik';
import { validateContestWinners } from '@guide/validation';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import type { ContestWinnerInput, WinnerRow } from '../contest.graphql';

/**
 * The winners editor's values: one flat list (the order `setContestWinners` receives, so the API's
 * `winners.<index>.<field>` errors land on the same row), shown grouped by category in the fixed order.
 */
export interface WinnerFormRow {
  /** React key, stable while rows move. */
  key: string;
  category: ContestCategory;
  rank: number | null;
  /** Chosen from one of the edition's registrations, or entered by hand. */
  source: 'registration' | 'manual';
  registrationId: string | null;
  name: string;
  establishmentName: string;
  /** The guide's establishment, and its name for the select. */
  establishmentId: string | null;
  establishmentLabel: string | null;
}
export interface WinnersFormValues {
  winners: WinnerFormRow[];
}

let nextKey = 0;
const newKey = () => `w${++nextKey}`;

export function winnerFormRows(winners: readonly WinnerRow[]): WinnerFormRow[] {
  const order = (category: ContestCategory) => CONTEST_CATEGORIES.indexOf(category);
  return [...winners]
    .sort((a, b) => order(a.category) - order(b.category) || a.rank - b.rank)
    .map((winner) => ({
      key: newKey(),
      category: winner.category,
      rank: winner.rank,
      source: winner.registrationId ? 'registration' : 'manual',
      registrationId: winner.registrationId,
      name: winner.name,
      establishmentName: winner.establishmentName,
      establishmentId: winner.establishment?.id ?? null,
      establishmentLabel: winner.establishment?.name ?? null,
    }));
}

/** A blank row at the end of its category, ranked after the others. */
export function blankWinner(rows: readonly WinnerFormRow[], category: ContestCategory): WinnerFormRow {
  const ranks = rows.filter((row) => row.category === category).map((row) => row.rank ?? 0);
  return {
    key: newKey(),
    category,
    rank: Math.max(0, ...ranks) + 1,
    source: 'registration',
    registrationId: null,
    name: '',
    establishmentName: '',
    establishmentId: null,
    establishmentLabel: null,
  };
}

/** Moves a row before (-1) or after (+1) its neighbour of the same category; the two swap ranks too. */
export function moveWinner(rows: readonly WinnerFormRow[], index: number, by: -1 | 1): WinnerFormRow[] {
  const same = rows.flatMap((row, i) => (row.category === rows[index].category ? [i] : []));
  const other = same[same.indexOf(index) + by];
  if (other === undefined) return [...rows];
  const next = [...rows];
  next[index] = { ...rows[other], rank: rows[index].rank };
  next[other] = { ...rows[index], rank: rows[other].rank };
  return next;
}

export function toWinnerInputs(rows: readonly WinnerFormRow[]): ContestWinnerInput[] {
  return rows.map((row) => ({
    category: row.category,
    rank: row.rank as number,
    name: row.name.trim(),
    establishmentName: row.establishmentName.trim(),
    establishmentId: row.establishmentId,
    registrationId: row.source === 'registration' ? row.registrationId : null,
  }));
}

/** `{ 'winners.2.rank': 'RANK_TAKEN' }` (the API's and the shared rules' shape) → Formik's nested errors. */
export function nestedWinnerErrors(fieldErrors: Record<string, string>): FormikErrors<WinnersFormValues> {
  let errors: FormikErrors<WinnersFormValues> = {};
  for (const [path, key] of Object.entries(fieldErrors)) {
    if (/^winners\.\d+\.\w+$/.test(path)) errors = setIn(errors, path, key);
  }
  return errors;
}

/** The shared rules (@guide/validation): each row's fields, and RANK_TAKEN on the later of two equal ranks. */
export function validateWinnersForm(values: WinnersFormValues): FormikErrors<WinnersFormValues> {
  const inputs = toWinnerInputs(values.winners).map((input) => ({ ...input, rank: input.rank ?? undefined }));
  const result = validateContestWinners(inputs);
  return result.ok ? {} : nestedWinnerErrors(result.fieldErrors);
}

/** The errors the API sent that are not a row's field (`winners` REQUIRED when publishing nothing…). */
export function otherErrors(fieldErrors: Record<string, string>): string[] {
  return Object.entries(fieldErrors)
    .filter(([path]) => !/^winners\.\d+\.\w+$/.test(path))
    .map(([, key]) => key);
}
