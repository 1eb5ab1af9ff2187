import { contestEditionSchema, contestPartnerApplicationSchema, contestPartnerSchema, validateContestWinners, validateWith } from '@guide/validation';

describe('contest schemas (@guide/validation)', () => {
  const edition = { year: 2026, opensAt: new Date('2026-01-01T00:00:00+01:00'), closesAt: new Date('2026-06-01T00:00:00+02:00') };

  it('accepts an edition and cleans its texts', () => {
    const r = validateWith(contestEditionSchema, { ...edition, theme: '  Terroir ', rules: '' });
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ year: 2026, theme: 'Terroir', rules: null, themeEn: null }) });
  });

  it('refuses a year out of range, inverted dates and long texts', () => {
    const r = validateWith(contestEditionSchema, { ...edition, year: 1999, closesAt: edition.opensAt, theme: 'x'.repeat(201), rulesEn: 'x'.repeat(20_001) });
    expect(r).toEqual({ ok: false, fieldErrors: { year: 'OUT_OF_RANGE', closesAt: 'DATES_INVERTED', theme: 'TOO_LONG', rulesEn: 'TOO_LONG' } });
    expect(validateWith(contestEditionSchema, { ...edition, year: 2026.5 })).toEqual({ ok: false, fieldErrors: { year: 'OUT_OF_RANGE' } });
  });

  it('names winner errors by index and refuses a rank given twice in a category', () => {
    const w = { category: 'PROFESSIONAL', rank: 1, name: 'A', establishmentName: 'B' };
    expect(validateContestWinners([w, { ...w, category: 'HOTEL_SCHOOL' }]).ok).toBe(true);
    expect(validateContestWinners([w, { ...w, name: ' ' }, { ...w, rank: 21, establishmentId: 'x' }, w])).toEqual({
      ok: false,
      fieldErrors: {
        'winners.1.name': 'REQUIRED',
        'winners.2.rank': 'OUT_OF_RANGE',
        'winners.2.establishmentId': 'INVALID_ID',
        'winners.3.rank': 'RANK_TAKEN',
      },
    });
  });

  it('normalises a partner website and refuses a bad one', () => {
    expect(validateWith(contestPartnerSchema, { name: 'Maison Bordier', website: 'www.lebeurrebordier.com' })).toEqual({
      ok: true,
      value: { name: 'Maison Bordier', website: 'https://www.lebeurrebordier.com/' },
    });
    expect(validateWith(contestPartnerSchema, { name: 'X', website: 'javascript:alert(1)' })).toEqual({ ok: false, fieldErrors: { website: 'URL_INVALID' } });
    expect(validateWith(contestPartnerSchema, { name: 'X', website: `https://a.fr/${'x'.repeat(500)}` })).toEqual({
      ok: false,
      fieldErrors: { website: 'URL_INVALID' },
    });
  });

  it('checks the partner form', () => {
    expect(validateWith(contestPartnerApplicationSchema, { name: '', email: 'nope', company: 'x'.repeat(121) })).toEqual({
      ok: false,
      fieldErrors: { name: 'REQUIRED', email: 'EMAIL_INVALID', company: 'TOO_LONG' },
    });
  });
});
