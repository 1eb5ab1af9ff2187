import * as yup from 'yup';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import { validateWith, type FieldErrors } from './errors';
import { isUuid } from './establishment';
import { partnerFormSchema } from './forms';
import { ContestMessageKey, MessageKey as K } from './messages';
import { TEXT_MAX_LENGTH, normalizeWebsite } from './rules';

/**
 * Input rules of the breakfast contest's back office (editions, winners, partners) and of its public
 * "become a partner" form: the contest service runs these schemas, the admin and storefront forms the
 * same ones. The registration form's schema is `contestRegistrationSchema` (content.ts).
 */

export const CONTEST_LIMITS = {
  yearMin: 2000,
  yearMax: 2100,
  theme: 200,
  rules: 20_000,
  rankMin: 1,
  rankMax: 20,
  /** Names of winners, partners and applicants. */
  name: TEXT_MAX_LENGTH,
  website: 500,
} as const;

const L = CONTEST_LIMITS;
const CK = ContestMessageKey;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const requiredText = (max: number) => yup.string().trim().required(K.REQUIRED).max(max, K.TOO_LONG);
const optionalText = (max: number) => yup.string().trim().nullable().default(null).transform(emptyToNull).max(max, K.TOO_LONG);
/** A whole number in [min, max]; anything else (a decimal, a text) is OUT_OF_RANGE. */
const integerIn = (min: number, max: number) =>
  yup
    .number()
    .typeError(K.OUT_OF_RANGE)
    .required(K.REQUIRED)
    .test('range', K.OUT_OF_RANGE, (v) => v == null || (Number.isInteger(v) && v >= min && v <= max));
/** An instant; forms may give a Date or an ISO text. */
const instant = () => yup.date().typeError(K.DATE_INVALID).required(K.REQUIRED);
const optionalId = () =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .test('uuid', K.INVALID_ID, (v) => v == null || isUuid(v));

/** An edition: a year and its registration period [opensAt, closesAt), themes and rules in fr and en. */
export const contestEditionSchema = yup.object({
  year: integerIn(L.yearMin, L.yearMax),
  opensAt: instant(),
  closesAt: instant().test('after-opens', CK.DATES_INVERTED, function (closes) {
    const opens: unknown = this.parent.opensAt;
    return !(closes instanceof Date) || !(opens instanceof Date) || Number.isNaN(opens.getTime()) || closes.getTime() > opens.getTime();
  }),
  theme: optionalText(L.theme),
  themeEn: optionalText(L.theme),
  rules: optionalText(L.rules),
  rulesEn: optionalText(L.rules),
});
export type ContestEditionValues = yup.InferType<typeof contestEditionSchema>;

/** One prize winner; a winner may name the guide's establishment and the registration it comes from. */
export const contestWinnerSchema = yup.object({
  category: yup
    .mixed<ContestCategory>()
    .oneOf([...CONTEST_CATEGORIES], K.INVALID_CHOICE)
    .required(K.REQUIRED),
  rank: integerIn(L.rankMin, L.rankMax),
  name: requiredText(L.name),
  establishmentName: requiredText(L.name),
  establishmentId: optionalId(),
  registrationId: optionalId(),
});
export type ContestWinnerValues = yup.InferType<typeof contestWinnerSchema>;

/**
 * A whole winners list: each item's errors as `winners.<index>.<field>` (the API's fieldErrors), and
 * RANK_TAKEN on the later of two winners sharing a category and a rank.
 */
export function validateContestWinners(winners: readonly unknown[]): { ok: true; value: ContestWinnerValues[] } | { ok: false; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const value: ContestWinnerValues[] = [];
  const seen = new Set<string>();
  winners.forEach((item, i) => {
    const result = validateWith(contestWinnerSchema, item);
    if (!result.ok) {
      for (const [field, key] of Object.entries(result.fieldErrors)) fieldErrors[`winners.${i}.${field}`] = key;
      return;
    }
    const pair = `${result.value.category}/${result.value.rank}`;
    if (seen.has(pair)) fieldErrors[`winners.${i}.rank`] = CK.RANK_TAKEN;
    seen.add(pair);
    value.push(result.value);
  });
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value };
}

/** A partner (sponsor) of an edition; the website is normalised (https:// added when left out). */
export const contestPartnerSchema = yup.object({
  name: requiredText(L.name),
  website: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: unknown) => {
      if (typeof v !== 'string' || !v.trim()) return null;
      return normalizeWebsite(v) ?? v;
    })
    .max(L.website, K.URL_INVALID)
    .test('url', K.URL_INVALID, (v) => v == null || normalizeWebsite(v) === v),
});
export type ContestPartnerValues = yup.InferType<typeof contestPartnerSchema>;

/** The public "become a partner" form (PartnerFormInput): the site's partner form schema (forms.ts), one rule set for both. */
export const contestPartnerApplicationSchema = partnerFormSchema;
export type ContestPartnerApplicationValues = yup.InferType<typeof contestPartnerApplicationSchema>;
