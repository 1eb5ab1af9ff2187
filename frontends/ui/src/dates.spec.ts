import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  fromParisWallClock,
  inParis,
  parisDayBounds,
  parisOffsetMinutes,
  parisYear,
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

describe('the Paris clock without dayjs zones (formatting only)', () => {
  // Each formatter (date-format.ts, no dayjs) against dayjs-timezone's own answer (inParis) for the same pattern.
  const writers: [string, (instant: number) => string, string, 'fr' | 'en'][] = [
    ['formatDate', (i) => formatDate(i, 'fr'), 'L', 'fr'],
    ['formatDateTime', (i) => formatDateTime(i, 'fr'), 'L HH:mm', 'fr'],
    ['formatDateTime en', (i) => formatDateTime(i, 'en'), 'L HH:mm', 'en'],
    ['formatTime', (i) => formatTime(i, 'fr'), 'HH:mm', 'fr'],
    ['formatLongDate', (i) => formatLongDate(i, 'en'), 'LL', 'en'],
    ['formatLongDate fr', (i) => formatLongDate(i, 'fr'), 'LL', 'fr'],
    ['formatMonth', (i) => formatMonth(i, 'fr'), 'MMMM YYYY', 'fr'],
    ['formatMonth en', (i) => formatMonth(i, 'en'), 'MMMM YYYY', 'en'],
    ['toParisWallClock', (i) => toParisWallClock(i), 'YYYY-MM-DDTHH:mm', 'fr'],
  ];

  // The formatters read UTC fields only (parisClock), so the process's zone plays no part; jest's sandboxed
  // process.env cannot switch it anyway (TZ set here never reaches Node).
  it('writes instants of two years as dayjs-timezone does, across both clock changes', () => {
    // Every 6 h 7 min over 2025 and 2026, and each minute around the 2026 changes (last Sundays of March and October, 01:00 UTC).
    const instants: number[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 367 * 60_000) instants.push(t);
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let m = -90; m <= 90; m++) instants.push(Date.parse(change) + m * 60_000 + 30_000);
    }
    const wrong: string[] = [];
    for (const instant of instants) {
      const expected = inParis(instant, 'fr');
      if (parisOffsetMinutes(instant) !== expected.utcOffset()) wrong.push(`${new Date(instant).toISOString()} offset ${parisOffsetMinutes(instant)}`);
      for (const [name, write, pattern, lang] of writers) {
        const want = inParis(instant, lang).format(pattern);
        if (write(instant) !== want) wrong.push(`${new Date(instant).toISOString()} ${name}: ${write(instant)} ≠ ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(instants.length).toBeGreaterThan(3_000);
  });

  it("gives the tz database's offset around every clock change from 1990 to 2045, where the rule and the database meet", () => {
    // The rule answers 1996–2099 without a zone-aware formatter; this asks the tz database for each change.
    const tzdata = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' });
    const offset = (instant: number) => {
      const name = tzdata.formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value; // "GMT+01:00"
      const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    };
    const wrong: string[] = [];
    let checked = 0;
    for (let year = 1990; year <= 2045; year++) {
      for (let month = 0; month < 12; month++) {
        // Each Sunday of March, September and October (the changes), at 00:59:59, 01:00:00 and 01:00:01 UTC; mid-month otherwise.
        const days = [2, 8, 9].includes(month) ? [...Array(31).keys()].map((d) => d + 1) : [15];
        for (const day of days) {
          const date = new Date(Date.UTC(year, month, day));
          if (date.getUTCMonth() !== month || (days.length > 1 && date.getUTCDay() !== 0)) continue;
          for (const instant of [Date.UTC(year, month, day, 0, 59, 59), Date.UTC(year, month, day, 1), Date.UTC(year, month, day, 1, 0, 1)]) {
            checked++;
            if (parisOffsetMinutes(instant) !== offset(instant))
              wrong.push(`${new Date(instant).toISOString()}: ${parisOffsetMinutes(instant)} ≠ ${offset(instant)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(3_000);
  });

  it("gives the Paris year around each New Year as dayjs-timezone does (the footer's copyright)", () => {
    const wrong: string[] = [];
    for (let year = 2020; year <= 2040; year++) {
      // Each minute of the two hours around midnight, Paris time (23:00 UTC on 31 December).
      for (let m = -60; m <= 60; m++) {
        const instant = Date.UTC(year - 1, 11, 31, 23, 0) + m * 60_000;
        if (parisYear(instant) !== inParis(instant).year()) wrong.push(new Date(instant).toISOString());
      }
    }
    // Midsummer too (UTC+2: the year cannot change there, but the rule must not break it).
    for (const instant of [Date.UTC(2026, 6, 1), Date.UTC(2026, 11, 31, 22, 59), Date.UTC(2026, 11, 31, 23, 0)]) {
      if (parisYear(instant) !== inParis(instant).year()) wrong.push(new Date(instant).toISOString());
    }
    expect(wrong).toEqual([]);
    expect(parisYear(Date.UTC(2026, 11, 31, 23, 0))).toBe(2027);
  });

  it('leaves what is not an instant to dayjs', () => {
    expect(formatDateTime('pas une date', 'fr')).toBe(inParis('pas une date', 'fr').format('L HH:mm'));
  });
});
