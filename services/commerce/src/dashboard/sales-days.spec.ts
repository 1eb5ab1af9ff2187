import { daysFrom, daysOfPeriod, fillDays, parisDay, wholeMonths } from './sales-days';

describe('dashboard days (Europe/Paris)', () => {
  it('takes the Paris calendar day of an instant, summer and winter time', () => {
    expect(parisDay(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03-31'); // 23:59:59 CEST
    expect(parisDay(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01'); // midnight CEST
    expect(parisDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15'); // 23:59 CET
    expect(parisDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('lists every day between two days, across months, leap days and clock changes', () => {
    expect(daysFrom('2024-02-27', '2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(daysFrom('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysFrom('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
    expect(daysFrom('2026-05-02', '2026-05-01')).toEqual([]);
    expect(daysFrom('2025-01-01', '2025-12-31')).toHaveLength(365);
  });

  it('a period ending at a Paris midnight does not show the next day', () => {
    // 1-7 March 2026 in Paris: [28 Feb 23:00Z, 7 Mar 23:00Z)
    const days = daysOfPeriod(new Date('2026-02-28T23:00:00Z'), new Date('2026-03-07T23:00:00Z'));
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
  });

  it('fills the days without orders with zeros, in order', () => {
    const filled = fillDays(new Date('2026-02-28T23:00:00Z'), new Date('2026-03-03T23:00:00Z'), [{ day: '2026-03-02', salesCents: 1200, orderCount: 1 }]);
    expect(filled).toEqual([
      { day: '2026-03-01', salesCents: 0, orderCount: 0 },
      { day: '2026-03-02', salesCents: 1200, orderCount: 1 },
      { day: '2026-03-03', salesCents: 0, orderCount: 0 },
    ]);
  });

  it('finds the whole months of a period (read from the month totals), none when no month is whole', () => {
    expect(wholeMonths('2025-01-01', '2025-12-31')).toEqual(['2025-01-01', '2026-01-01']);
    expect(wholeMonths('2026-02-28', '2026-03-31')).toEqual(['2026-03-01', '2026-04-01']);
    expect(wholeMonths('2026-01-15', '2026-11-29')).toEqual(['2026-02-01', '2026-11-01']);
    expect(wholeMonths('2026-03-01', '2026-03-07')).toEqual(['2026-03-01', '2026-03-01']);
    expect(wholeMonths('2026-03-02', '2026-04-30')).toEqual(['2026-04-01', '2026-05-01']);
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual(['2024-02-01', '2024-03-01']);
  });
});
