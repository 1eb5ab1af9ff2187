import { ContestTestApp, bootContest, contestAdmin, createEdition } from '../testing/contest-test-app';

const ROUNDS = 20;
const REGISTER = 'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id } }';
const APPLY = 'mutation($input: PartnerFormInput!) { applyAsContestPartner(input: $input) }';
const DELETE_EDITION = 'mutation($year: Int!) { deleteContestEdition(year: $year) }';
const PARTNER = 'mutation($year: Int!) { createContestPartner(year: $year, input: { name: "Boulangerie" }) { id } }';
const WINNERS = `mutation($year: Int!, $registrationId: ID) { setContestWinners(year: $year, winners: [
  { category: GENERAL_PUBLIC, rank: 1, name: "Jeanne", establishmentName: "Chez Jeanne", registrationId: $registrationId }]) { year } }`;
const DELETE_REGISTRATIONS = 'mutation($ids: [ID!]!) { deleteContestRegistrations(ids: $ids) }';

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
const outcome = (res: Answer): string => {
  if (!res.errors) return 'ok';
  const { message, extensions } = res.errors[0];
  if (extensions.code === 'NOT_FOUND') return `NOT_FOUND ${message}`;
  return [extensions.code, ...Object.entries(extensions.fieldErrors ?? {}).map(([k, v]) => `${k}=${v}`)].join(' ');
};

/**
 * What is written to an edition (a registration, a partner application, a partner, winners) while the
 * edition is deleted: the write answers as if the edition were gone (or closed), or the delete is refused
 * as the contract says; never a server error nor the platform's generic foreign-key answer.
 */
describe('contest: writes racing deleteContestEdition', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
  });
  afterAll(() => t?.close());

  /** A fresh edition open now (one year per round, the clock inside it). */
  const openEdition = async (year: number) => {
    expect((await createEdition(t, { year, opensAt: `${year}-01-01T00:00:00+01:00`, closesAt: `${year}-07-01T00:00:00+02:00` })).errors).toBeUndefined();
    t.setNow(`${year}-03-01T12:00:00+01:00`);
  };
  const asAdmin = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, contestAdmin) as Promise<Answer>;
  const from = (round: number) => ({ 'x-forwarded-for': `192.0.2.${round + 1}` });

  it('a registration or a partner application against the edition being deleted: closed, or the delete is HAS_REGISTRATIONS', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const year = 2030 + round;
      await openEdition(year);
      const input = {
        category: 'GENERAL_PUBLIC',
        name: 'Jeanne',
        establishmentName: 'Chez Jeanne',
        email: `jeanne${round}@example.fr`,
        phone: '03.80.12.34.56',
      };
      const [registered, applied, deleted] = (await Promise.all([
        t.gqlWith(REGISTER, { input }, from(round)),
        t.gqlWith(APPLY, { input: { name: 'Paul', email: `paul${round}@example.fr`, company: 'Moulin' } }, from(round)),
        asAdmin(DELETE_EDITION, { year }),
      ])) as Answer[];
      seen.push(outcome(registered), outcome(applied), `delete ${outcome(deleted)}`);
    }
    expect(seen.filter((s) => !['ok', 'CONFLICT edition=REGISTRATION_CLOSED', 'delete ok', 'delete CONFLICT year=HAS_REGISTRATIONS'].includes(s))).toEqual([]);
  });

  it('a partner or winners written to the edition being deleted, winners naming a registration being deleted: NOT_FOUND', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [doomed, kept] = [2050 + round, 2070 + round];
      await openEdition(kept);
      const registration = (
        await t.gqlWith(
          REGISTER,
          { input: { category: 'GENERAL_PUBLIC', name: 'Léa', establishmentName: 'Chez Léa', email: `lea${round}@example.fr`, phone: '03.80.12.34.56' } },
          from(100 + round),
        )
      ).data.registerForContest.id;
      await openEdition(doomed);
      const answers = await Promise.all([
        asAdmin(PARTNER, { year: doomed }),
        asAdmin(WINNERS, { year: doomed, registrationId: null }),
        asAdmin(DELETE_EDITION, { year: doomed }),
        asAdmin(WINNERS, { year: kept, registrationId: registration }),
        asAdmin(DELETE_REGISTRATIONS, { ids: [registration] }),
      ]);
      seen.push(...answers.map(outcome));
    }
    const allowed = ['ok', 'NOT_FOUND Contest edition not found', 'BAD_USER_INPUT winners.0.registrationId=NOT_FOUND'];
    expect(seen.filter((s) => !allowed.includes(s))).toEqual([]);
  });
});
