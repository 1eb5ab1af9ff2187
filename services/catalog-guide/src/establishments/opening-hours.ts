/**
 * Opening hours: the rules (slot shape, at most three a day, no overlap, past-midnight slots) are
 * @guide/validation's, shared with the back office form; re-exported for the catalog's modules.
 */
export { minutesOf, normalizeOpeningHours, type OpeningHoursSlot as OpeningHours } from '@guide/validation';
