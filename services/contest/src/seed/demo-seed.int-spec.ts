import { ContestTestApp, bootContest } from '../testing/contest-test-app';
import { seedContest } from './demo-seed';

describe('contest demo seed', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
  });
  afterAll(() => t?.close());

  it('adds 2022–2025 with published winners and partners, an edition open now, and nothing more the second time', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    await seedContest(t.db, now);
    const count = async () =>
      (
        await t.db.query(
          'SELECT (SELECT count(*) FROM contest_edition)::int AS e, (SELECT count(*) FROM contest_winner)::int AS w, (SELECT count(*) FROM contest_partner)::int AS p',
        )
      )[0];
    const first = await count();
    expect(first).toEqual({ e: 5, w: 48, p: expect.any(Number) });
    await seedContest(t.db, now);
    expect(await count()).toEqual(first);
    t.setNow(now);
    const res = await t.gql(
      '{ openContestEdition { year theme themeEn rules } contestEdition(year: 2024) { theme winnersPublishedAt winners { rank } partners { name } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.openContestEdition).toMatchObject({ year: 2026, themeEn: 'Breakfast across the regions' });
    expect(res.data.contestEdition.winners).toHaveLength(12);
    expect(res.data.contestEdition.winnersPublishedAt).not.toBeNull();
    expect(res.data.contestEdition.partners.length).toBeGreaterThanOrEqual(3);
  });
});
