/// <reference types="jest" />
import { editionState, formatParis, fromParisWallClock, toParisWallClock } from './paris-time';
import { validateEditionForm } from './editions/edition-form';
import { blankWinner, moveWinner, nestedWinnerErrors, validateWinnersForm, winnerFormRows } from './winners/winner-form';

describe('contest dates on the Paris clock', () => {
  it('converts both ways across the summer-time change', () => {
    expect(fromParisWallClock('2026-03-01T09:00')).toBe('2026-03-01T08:00:00.000Z');
    expect(fromParisWallClock('2026-05-31T23:59')).toBe('2026-05-31T21:59:00.000Z');
    expect(fromParisWallClock('')).toBeNull();
    expect(toParisWallClock('2026-06-15T10:00:00.000Z')).toBe('2026-06-15T12:00');
    expect(formatParis('2026-01-15T23:30:00.000Z')).toBe('16/01/2026 00:30');
  });

  it('says whether an edition is open, upcoming or closed', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    expect(editionState({ open: true, opensAt: '2026-03-01T00:00:00Z' }, now)).toBe('open');
    expect(editionState({ open: false, opensAt: '2027-03-01T00:00:00Z' }, now)).toBe('upcoming');
    expect(editionState({ open: false, opensAt: '2025-03-01T00:00:00Z' }, now)).toBe('closed');
  });

  it('checks the edition form with the shared rules', () => {
    const values = { year: 1999, opensAt: '2026-03-01T09:00', closesAt: '2026-02-01T09:00', theme: 'x'.repeat(201), themeEn: '', rules: '', rulesEn: '' };
    expect(validateEditionForm(values)).toEqual({ year: 'OUT_OF_RANGE', closesAt: 'DATES_INVERTED', theme: 'TOO_LONG' });
    expect(validateEditionForm({ ...values, year: 2026, closesAt: '', theme: '' })).toEqual({ closesAt: 'REQUIRED' });
  });
});

describe('winners editor', () => {
  const rows = winnerFormRows([
    { id: 'b', category: 'HOTEL_SCHOOL', rank: 1, name: 'B', establishmentName: 'Eb', registrationId: null, establishment: null },
    { id: 'a2', category: 'PROFESSIONAL', rank: 2, name: 'A2', establishmentName: 'E2', registrationId: null, establishment: null },
    {
      id: 'a1',
      category: 'PROFESSIONAL',
      rank: 1,
      name: 'A1',
      establishmentName: 'E1',
      registrationId: null,
      establishment: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01', name: 'Guide' },
    },
  ]);

  it('orders by category then rank, and moves a row within its category (ranks follow the places)', () => {
    expect(rows.map((r) => r.name)).toEqual(['A1', 'A2', 'B']);
    expect(rows[0]).toMatchObject({ source: 'manual', establishmentId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01', establishmentLabel: 'Guide' });
    const moved = moveWinner(rows, 1, -1);
    expect(moved.map((r) => [r.name, r.rank])).toEqual([
      ['A2', 1],
      ['A1', 2],
      ['B', 1],
    ]);
    expect(moveWinner(rows, 2, -1).map((r) => r.name)).toEqual(['A1', 'A2', 'B']);
    expect(blankWinner(rows, 'PROFESSIONAL').rank).toBe(3);
  });

  it('puts RANK_TAKEN and the API field errors on their row', () => {
    const twice = [...rows, { ...blankWinner(rows, 'PROFESSIONAL'), rank: 1, name: 'C', establishmentName: 'Ec' }];
    expect(validateWinnersForm({ winners: twice })).toEqual({ winners: [undefined, undefined, undefined, { rank: 'RANK_TAKEN' }] });
    expect(nestedWinnerErrors({ 'winners.1.name': 'TOO_LONG', winners: 'REQUIRED' })).toEqual({ winners: [undefined, { name: 'TOO_LONG' }] });
  });
});
