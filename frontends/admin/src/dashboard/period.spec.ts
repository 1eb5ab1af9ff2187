import { customDays, parisToday, periodVariables, presetDays } from './period';

describe('dashboard period', () => {
  it('ends the presets today and counts today in', () => {
    expect(presetDays('last7', '2026-03-05')).toEqual({ first: '2026-02-27', last: '2026-03-05' });
    expect(presetDays('last30', '2026-03-05')).toEqual({ first: '2026-02-04', last: '2026-03-05' });
    expect(presetDays('thisMonth', '2026-03-05')).toEqual({ first: '2026-03-01', last: '2026-03-05' });
    expect(presetDays('thisYear', '2026-03-05')).toEqual({ first: '2026-01-01', last: '2026-03-05' });
  });

  it('takes today on the Paris clock', () => {
    expect(parisToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(parisToday(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });

  it('sends Paris midnights, the day after the last one as the end', () => {
    expect(periodVariables({ first: '2026-03-01', last: '2026-03-07' })).toEqual({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-07T23:00:00.000Z' });
    // the clocks change on 29 March 2026
    expect(periodVariables({ first: '2026-03-29', last: '2026-03-29' })).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });

  it('accepts a custom period only when its days exist, in order, at most 732 days', () => {
    expect(customDays('2026-03-01', '2026-03-01')).toEqual({ first: '2026-03-01', last: '2026-03-01' });
    expect(customDays('2026-03-02', '2026-03-01')).toBeNull();
    expect(customDays('2026-02-30', '2026-03-01')).toBeNull();
    expect(customDays('2020-01-01', '2026-03-01')).toBeNull();
    expect(customDays(null, '2026-03-01')).toBeNull();
    expect(customDays('hier', '2026-03-01')).toBeNull();
  });
});
