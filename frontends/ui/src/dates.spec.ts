import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  fromParisWallClock,
  parisDayBounds,
  setDateLanguage,
  toParisWallClock,
} from './dates';

// Run in the process's zone (UTC on the servers and CI, as in the defect): nothing may depend on it.
describe('dates on the Paris clock', () => {
  afterAll(() => setDateLanguage('fr'));

  const NEW_YEAR = '2025-12-31T23:30:00.000Z'; // 00:30 on 1 January in Paris (UTC+1)

  it('shows 23:30 UTC on 31 December as 00:30 on 1 January, in French', () => {
    expect(formatDate(NEW_YEAR, 'fr')).toBe('01/01/2026');
    expect(formatDateTime(NEW_YEAR, 'fr')).toBe('01/01/2026 00:30');
    expect(formatTime(NEW_YEAR, 'fr')).toBe('00:30');
    expect(formatLongDate(NEW_YEAR, 'fr')).toBe('1 janvier 2026');
    expect(formatLongDateTime(NEW_YEAR, 'fr')).toBe('1er janvier 2026 à 00:30');
    expect(formatMonth(NEW_YEAR, 'fr')).toBe('janvier 2026');
  });

  it('shows 23:30 UTC on 31 December as 00:30 on 1 January, in English', () => {
    expect(formatDate(NEW_YEAR, 'en')).toBe('01/01/2026');
    expect(formatDateTime(NEW_YEAR, 'en')).toBe('01/01/2026 00:30');
    expect(formatLongDate(NEW_YEAR, 'en')).toBe('1 January 2026');
    expect(formatLongDateTime(NEW_YEAR, 'en')).toBe('1 January 2026 at 00:30');
    expect(formatMonth(NEW_YEAR, 'en')).toBe('January 2026');
  });

  it("writes in the page's language when none is given", () => {
    setDateLanguage('en');
    expect(formatLongDateTime(new Date(NEW_YEAR))).toBe('1 January 2026 at 00:30');
    setDateLanguage('fr');
    expect(formatLongDateTime(Date.parse(NEW_YEAR))).toBe('1er janvier 2026 à 00:30');
  });

  it('follows summer time (UTC+2) and keeps calendar days as they are', () => {
    expect(formatDateTime('2026-07-14T21:59:00Z', 'fr')).toBe('14/07/2026 23:59');
    expect(formatDateTime('2026-07-14T22:00:00Z', 'fr')).toBe('15/07/2026 00:00');
    expect(formatDate('1985-07-14', 'fr')).toBe('14/07/1985');
    expect(formatLongDate('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('converts Paris wall-clock texts and days to instants and back', () => {
    expect(toParisWallClock(NEW_YEAR)).toBe('2026-01-01T00:30');
    expect(toParisWallClock(null)).toBe('');
    expect(fromParisWallClock('2026-01-01T00:30')).toBe(NEW_YEAR);
    expect(fromParisWallClock('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromParisWallClock('demain')).toBeNull();
    expect(parisDayBounds('2026-01-01')).toEqual({ start: '2025-12-31T23:00:00.000Z', end: '2026-01-01T22:59:59.999Z' });
    // The day summer time starts lasts 23 hours.
    expect(parisDayBounds('2026-03-29')).toEqual({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T21:59:59.999Z' });
  });
});
