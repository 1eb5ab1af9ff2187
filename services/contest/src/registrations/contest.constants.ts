/**
 * The edition the spec opens ("Contest applications open for 2022", §9). It is the year the first
 * migration seeds as open; at run time the open edition is read from the contest_edition table, so
 * opening next year's contest is a data change (one row), not a release.
 */
export const CONTEST_YEAR = 2022;

/** Spec §3: the four prize categories (@guide/vocabulary, shared with the registration form). */
export { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
