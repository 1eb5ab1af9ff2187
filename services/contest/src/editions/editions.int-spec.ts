import { adminIdentity } from '@guide/platform/testing';
import { ContestTestApp, bootContest, contestAdmin, createEdition } from '../testing/contest-test-app';

const OPEN = '{ openContestEdition { year open } upcomingContestEdition { year } }';
const UPDATE = 'mutation($year: Int!, $input: ContestEditionInput!) { updateContestEdition(year: $year, input: $input) { year theme opensAt } }';
const DELETE = 'mutation($year: Int!) { deleteContestEdition(year: $year) }';
const REGISTER = 'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { edition } }';
const applicant = { category: 'PROFESSIONAL', name: 'Jeanne Martin', establishmentName: 'Chez Jeanne', email: 'jeanne@example.fr', phone: '03.80.12.34.56' };

describe('contest editions', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
  });
  afterAll(() => t?.close());

  it('creates an edition with its texts (staff) and lists editions newest first (public)', async () => {
    const res = await t.gql(
      'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year opensAt closesAt theme themeEn rules rulesEn winnersPublishedAt open } }',
      {
        input: {
          year: 2026,
          opensAt: '2026-03-29T00:00:00+01:00',
          closesAt: '2026-10-25T03:00:00+01:00',
          theme: ' Terroir ',
          themeEn: 'Local produce',
          rules: 'Un.\n\nDeux.',
          rulesEn: '',
        },
      },
      contestAdmin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createContestEdition).toMatchObject({
      year: 2026,
      opensAt: '2026-03-28T23:00:00.000Z',
      theme: 'Terroir',
      themeEn: 'Local produce',
      rules: 'Un.\n\nDeux.',
      rulesEn: null,
      winnersPublishedAt: null,
    });
    const list = await t.gql('{ contestEditions { year } }');
    expect(list.data.contestEditions.map((e: any) => e.year)).toEqual([2026, 2022]);
  });

  it('is open from opensAt (included) to closesAt (excluded), across the spring DST change in Paris', async () => {
    // 2026-03-29 00:00 Paris is still winter time (UTC+1); clocks go forward at 02:00 that night.
    t.setNow('2026-03-28T22:59:59Z');
    expect((await t.gql(OPEN)).data).toEqual({ openContestEdition: null, upcomingContestEdition: { year: 2026 } });
    expect((await t.gql(REGISTER, { input: applicant })).errors[0].extensions.fieldErrors).toEqual({ edition: 'REGISTRATION_CLOSED' });
    t.setNow('2026-03-28T23:00:00Z');
    expect((await t.gql(OPEN)).data).toEqual({ openContestEdition: { year: 2026, open: true }, upcomingContestEdition: null });
    t.setNow('2026-03-29T02:30:00+02:00'); // just after the change
    expect((await t.gql(OPEN)).data.openContestEdition).toEqual({ year: 2026, open: true });
    // closesAt 2026-10-25 03:00 +01:00 (after the autumn change) = 02:00Z.
    t.setNow('2026-10-25T01:59:59Z');
    expect((await t.gql(OPEN)).data.openContestEdition).toEqual({ year: 2026, open: true });
    t.setNow('2026-10-25T02:00:00Z');
    expect((await t.gql(OPEN)).data.openContestEdition).toBeNull();
    expect((await t.gql('{ contestEdition(year: 2026) { open } }')).data.contestEdition.open).toBe(false);
  });

  it('refuses inverted dates, an overlap, a year out of range and long texts', async () => {
    const bad = await createEdition(t, { year: 1999, opensAt: '2030-05-01T00:00:00+02:00', closesAt: '2030-05-01T00:00:00+02:00' });
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { year: 'OUT_OF_RANGE', closesAt: 'DATES_INVERTED' } });
    // Lengths are the input guard's (from the SDL) before the schema's (the same numbers).
    const long = await createEdition(t, {
      year: 2030,
      opensAt: '2030-05-01T00:00:00+02:00',
      closesAt: '2030-06-01T00:00:00+02:00',
      theme: 'x'.repeat(201),
      rules: 'x'.repeat(20_001),
    });
    expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(long.errors[0].extensions.fieldErrors)).toMatch(/theme.*TOO_LONG/);
    const overlap = await createEdition(t, { year: 2027, opensAt: '2026-10-25T01:00:00Z', closesAt: '2027-06-01T00:00:00+02:00' });
    expect(overlap.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { opensAt: 'DATES_OVERLAP' } });
    // Touching periods do not overlap: [a, b) then [b, c).
    const touching = await createEdition(t, { year: 2027, opensAt: '2026-10-25T02:00:00Z', closesAt: '2027-06-01T00:00:00+02:00' });
    expect(touching.errors).toBeUndefined();
    const taken = await createEdition(t, { year: 2027, opensAt: '2035-01-01T00:00:00Z', closesAt: '2035-02-01T00:00:00Z' });
    expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { year: 'YEAR_TAKEN' } });
  });

  it('maps the exclusion constraint to DATES_OVERLAP when a write races the check', async () => {
    const inserts = await Promise.all(
      [2040, 2041].map((year) => createEdition(t, { year, opensAt: '2040-01-01T00:00:00Z', closesAt: '2040-06-01T00:00:00Z' })),
    );
    const errors = inserts.filter((r) => r.errors).map((r) => r.errors[0].extensions.fieldErrors);
    expect(errors).toEqual([{ opensAt: 'DATES_OVERLAP' }]);
    await expect(t.db.query(`INSERT INTO contest_edition (year, opens_at, closes_at) VALUES (2042, '2040-02-01Z', '2040-03-01Z')`)).rejects.toThrow(
      /contest_edition_no_overlap/,
    );
    await t.db.query('DELETE FROM contest_edition WHERE year IN (2040, 2041)');
  });

  it('updates an edition (its own period does not overlap itself) and renames a year without registrations', async () => {
    expect((await createEdition(t, { year: 2040, opensAt: '2040-01-01T00:00:00Z', closesAt: '2040-06-01T00:00:00Z' })).errors).toBeUndefined();
    const res = await t.gql(
      UPDATE,
      { year: 2040, input: { year: 2043, opensAt: '2040-01-01T00:00:00Z', closesAt: '2040-07-01T00:00:00Z', theme: 'Renommée' } },
      contestAdmin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateContestEdition).toMatchObject({ year: 2043, theme: 'Renommée' });
    expect(
      (await t.gql(UPDATE, { year: 2040, input: { year: 2040, opensAt: '2040-01-01T00:00:00Z', closesAt: '2040-07-01T00:00:00Z' } }, contestAdmin)).errors[0]
        .extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.gql(UPDATE, { year: 2043, input: { year: 2026, opensAt: '2040-01-01T00:00:00Z', closesAt: '2040-07-01T00:00:00Z' } }, contestAdmin)).errors[0]
        .extensions.fieldErrors,
    ).toEqual({ year: 'YEAR_TAKEN' });
  });

  it('counts registrations per edition for staff only, in one query for all editions', async () => {
    t.setNow('2026-05-01T12:00:00+02:00');
    expect((await t.gql(REGISTER, { input: applicant })).errors).toBeUndefined();
    expect((await t.gql(REGISTER, { input: { ...applicant, email: 'paul@example.fr' } })).errors).toBeUndefined();
    const queries: string[] = [];
    const original = t.db.driver.createQueryRunner.bind(t.db.driver);
    const spy = jest.spyOn(t.db.driver, 'createQueryRunner').mockImplementation((mode) => {
      const runner = original(mode);
      const query = runner.query.bind(runner);
      runner.query = ((sql: string, ...rest: unknown[]) => {
        queries.push(sql);
        return (query as any)(sql, ...rest);
      }) as typeof runner.query;
      return runner;
    });
    const res = await t.gql('{ contestEditions { year registrationCount winners { rank } partners { name } } }', {}, contestAdmin);
    spy.mockRestore();
    expect(res.errors).toBeUndefined();
    expect(res.data.contestEditions.map((e: any) => [e.year, e.registrationCount])).toEqual([
      [2043, 0],
      [2027, 0],
      [2026, 2],
      [2022, 0],
    ]);
    expect(queries.filter((q) => q.includes('contest_registration')).length).toBe(1);
    expect(queries.filter((q) => q.includes('contest_winner')).length).toBe(1);
    expect(queries.filter((q) => q.includes('contest_partner')).length).toBe(1);
    const visitor = await t.gql('{ contestEditions { year registrationCount } }');
    expect(visitor.errors[0].extensions.code).toBe('FORBIDDEN');
    const other = await t.gql('{ contestEdition(year: 2026) { registrationCount } }', {}, adminIdentity(['contest.winners.list']));
    expect(other.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses to delete or rename an edition with registrations, and deletes one without', async () => {
    expect((await t.gql(DELETE, { year: 2026 }, contestAdmin)).errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { year: 'HAS_REGISTRATIONS' },
    });
    const rename = await t.gql(
      UPDATE,
      { year: 2026, input: { year: 2028, opensAt: '2026-03-29T00:00:00+01:00', closesAt: '2026-10-25T03:00:00+01:00' } },
      contestAdmin,
    );
    expect(rename.errors[0].extensions.fieldErrors).toEqual({ year: 'HAS_REGISTRATIONS' });
    expect((await t.gql(DELETE, { year: 2043 }, contestAdmin)).data.deleteContestEdition).toBe(true);
    expect((await t.gql(DELETE, { year: 2043 }, contestAdmin)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql('{ contestEdition(year: 2043) { year } }')).data.contestEdition).toBeNull();
  });

  it('answers hostile input without an internal error', async () => {
    for (const [query, variables] of [
      ['{ contestEdition(year: 99999999) { year } }', {}],
      ['mutation($y: Int!) { deleteContestEdition(year: $y) }', { y: 2147483647 }],
      ['mutation($y: Int!) { deleteContestEdition(year: $y) }', { y: 1e20 }],
      [
        'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year } }',
        { input: { year: 2050, opensAt: 'nope', closesAt: '2050-01-01T00:00:00Z' } },
      ],
      [
        'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year } }',
        { input: { year: 2050, opensAt: '2050-01-01T00:00:00Z', closesAt: '2050-02-01T00:00:00Z', theme: 'a\u0000b' } },
      ],
    ] as const) {
      const res = await t.gql(query, variables as Record<string, unknown>, contestAdmin);
      expect(JSON.stringify(res.errors ?? [])).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});
