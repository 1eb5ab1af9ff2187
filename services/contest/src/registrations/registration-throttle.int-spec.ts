import { REGISTRATION_THROTTLE } from '../shared/form-throttle';
import { ContestTestApp, bootContest, createEdition } from '../testing/contest-test-app';

const FIELDS = 'id email';
const applicant = (email: string) => ({ category: 'GENERAL_PUBLIC', name: 'Jeanne Martin', establishmentName: 'Chez Jeanne', email, phone: '03.80.12.34.56' });

/** One request with `count` aliased registerForContest calls (r0, r1, …), each with its own email. */
function aliased(count: number, email: (i: number) => string) {
  const vars = Array.from({ length: count }, (_, i) => `$i${i}: ContestRegistrationInput!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `r${i}: registerForContest(input: $i${i}) { ${FIELDS} }`).join('\n');
  const variables = Object.fromEntries(Array.from({ length: count }, (_, i) => [`i${i}`, applicant(email(i))]));
  return { query: `mutation(${vars}) {\n${fields}\n}`, variables };
}

describe('registerForContest is throttled like the other public forms', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
    expect((await createEdition(t, { year: 2026, opensAt: '2026-01-01T00:00:00+01:00', closesAt: '2026-07-01T00:00:00+02:00' })).errors).toBeUndefined();
    t.setNow('2026-03-01T12:00:00+01:00');
  });
  afterAll(() => t?.close());

  it('counts each aliased call of one request: 14 aliases from one client, only the allowed number go through', async () => {
    const allowed = REGISTRATION_THROTTLE.perAddress;
    expect(allowed).toBeLessThan(14);
    const { query, variables } = aliased(14, (i) => `alias${i}@example.fr`);
    const res = await t.gqlWith(query, variables, { 'x-forwarded-for': '198.51.100.14' });
    // Mutation fields run one after the other; the first refused one ends the request (its type is
    // non-null, so `data` is null and the aliases after it do not run at all).
    expect(res.errors).toHaveLength(1);
    expect(res.errors[0].path).toEqual([`r${allowed}`]);
    expect(res.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(res.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
    // Any further alias from that client is refused the same way, first in its request or not.
    const more = aliased(4, (i) => `encore${i}@example.fr`);
    const again = await t.gqlWith(more.query, more.variables, { 'x-forwarded-for': '198.51.100.14' });
    expect(again.errors.map((e: { path: string[]; extensions: { code: string } }) => [e.path[0], e.extensions.code])).toEqual([['r0', 'TOO_MANY_REQUESTS']]);
    // Only the allowed ones were stored, and only they will be mailed (one event each).
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM contest_registration WHERE email LIKE 'alias%@example.fr'`);
    expect(n).toBe(allowed);
    const [{ events }] = await t.db.query(`SELECT count(*)::int AS events FROM outbox WHERE type = 'contest.registration.received'`);
    expect(events).toBe(allowed);
    // Another client is not affected.
    const other = aliased(1, () => 'ailleurs@example.fr');
    expect((await t.gqlWith(other.query, other.variables, { 'x-forwarded-for': '198.51.100.15' })).errors).toBeUndefined();
  });

  it('limits one email address whatever the client (each attempt counts, a duplicate too)', async () => {
    const answers: string[] = [];
    for (let i = 0; i < REGISTRATION_THROTTLE.perEmail + 1; i++) {
      const { query, variables } = aliased(1, () => 'cible@example.fr');
      const res = await t.gqlWith(query, variables, { 'x-forwarded-for': `198.51.100.${100 + i}` });
      answers.push(res.errors?.[0].extensions.code ?? 'ok');
    }
    expect(answers).toEqual(['ok', ...Array(REGISTRATION_THROTTLE.perEmail - 1).fill('CONFLICT'), 'TOO_MANY_REQUESTS']);
  });

  it('holds the limit when the requests arrive together', async () => {
    const calls = Array.from({ length: 20 }, (_, i) => {
      const { query, variables } = aliased(1, () => `ensemble${i}@example.fr`);
      return t.gqlWith(query, variables, { 'x-forwarded-for': '198.51.100.20' });
    });
    const codes = (await Promise.all(calls)).map((res) => res.errors?.[0].extensions.code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(REGISTRATION_THROTTLE.perAddress);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(20 - REGISTRATION_THROTTLE.perAddress).fill('TOO_MANY_REQUESTS'));
  });

  it('does not count input refused as invalid', async () => {
    for (let i = 0; i < REGISTRATION_THROTTLE.perAddress + 2; i++) {
      const bad = aliased(1, () => 'pas-un-email');
      expect((await t.gqlWith(bad.query, bad.variables, { 'x-forwarded-for': '198.51.100.30' })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const good = aliased(1, () => 'valide@example.fr');
    expect((await t.gqlWith(good.query, good.variables, { 'x-forwarded-for': '198.51.100.30' })).errors).toBeUndefined();
  });
});
