import { fromBinary } from '@bufbuild/protobuf';
import { ContestWinnersPublishedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { ContestTestApp, bootContest, contestAdmin, createEdition } from '../testing/contest-test-app';

const SET =
  'mutation($year: Int!, $winners: [ContestWinnerInput!]!) { setContestWinners(year: $year, winners: $winners) { year winners { category rank name registrationId establishment { id } } } }';
const PUBLISH = 'mutation($year: Int!, $published: Boolean!) { publishContestWinners(year: $year, published: $published) { year winnersPublishedAt } }';
const VIEW = '{ contestEdition(year: 2026) { winnersPublishedAt winners { category rank name registrationId establishment { id } } } }';
const ESTABLISHMENT = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const w = (category: string, rank: number, extra: Record<string, unknown> = {}) => ({
  category,
  rank,
  name: `Lauréat ${category} ${rank}`,
  establishmentName: 'Hôtel du Parc',
  ...extra,
});

describe('contest winners', () => {
  let t: ContestTestApp;
  let registrationId: string;
  beforeAll(async () => {
    t = await bootContest();
    await createEdition(t, { year: 2026, opensAt: '2026-01-01T00:00:00+01:00', closesAt: '2026-06-01T00:00:00+02:00' });
    await createEdition(t, { year: 2025, opensAt: '2025-01-01T00:00:00+01:00', closesAt: '2025-06-01T00:00:00+02:00' });
    t.setNow('2026-02-01T10:00:00+01:00');
    const reg = await t.gql('mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id } }', {
      input: { category: 'PROFESSIONAL', name: 'Jeanne Martin', establishmentName: 'Chez Jeanne', email: 'jeanne@example.fr', phone: '03.80.12.34.56' },
    });
    registrationId = reg.data.registerForContest.id;
  });
  afterAll(() => t?.close());

  it('validates the list with indexed field errors and RANK_TAKEN', async () => {
    const res = await t.gql(
      SET,
      { year: 2026, winners: [w('PROFESSIONAL', 1), w('PROFESSIONAL', 21), { ...w('HOTEL_SCHOOL', 1), name: ' ' }, w('PROFESSIONAL', 1)] },
      contestAdmin,
    );
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'winners.1.rank': 'OUT_OF_RANGE', 'winners.2.name': 'REQUIRED', 'winners.3.rank': 'RANK_TAKEN' },
    });
  });

  it('refuses a registration of another edition', async () => {
    const other = await t.gql(SET, { year: 2025, winners: [w('PROFESSIONAL', 1, { registrationId })] }, contestAdmin);
    expect(other.errors[0].extensions.fieldErrors).toEqual({ 'winners.0.registrationId': 'NOT_FOUND' });
    expect((await t.gql(SET, { year: 2030, winners: [] }, contestAdmin)).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('replaces the list, shows the draft to staff only, then publishes it with an event', async () => {
    await t.gql(SET, { year: 2026, winners: [w('GENERAL_PUBLIC', 1)] }, contestAdmin);
    const res = await t.gql(
      SET,
      { year: 2026, winners: [w('HOTEL_SCHOOL', 1), w('PROFESSIONAL', 2), w('PROFESSIONAL', 1, { registrationId, establishmentId: ESTABLISHMENT })] },
      contestAdmin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.setContestWinners.winners).toEqual([
      { category: 'PROFESSIONAL', rank: 1, name: 'Lauréat PROFESSIONAL 1', registrationId, establishment: { id: ESTABLISHMENT } },
      { category: 'PROFESSIONAL', rank: 2, name: 'Lauréat PROFESSIONAL 2', registrationId: null, establishment: null },
      { category: 'HOTEL_SCHOOL', rank: 1, name: 'Lauréat HOTEL_SCHOOL 1', registrationId: null, establishment: null },
    ]);
    expect((await t.gql(VIEW)).data.contestEdition).toEqual({ winnersPublishedAt: null, winners: [] });
    expect((await t.gql(VIEW, {}, adminIdentity(['contest.registrations.list']))).data.contestEdition.winners).toEqual([]);
    expect((await t.db.query(`SELECT 1 FROM outbox WHERE type = 'contest.winners.published'`)).length).toBe(0);

    const published = await t.gql(PUBLISH, { year: 2026, published: true }, contestAdmin);
    expect(published.errors).toBeUndefined();
    expect(published.data.publishContestWinners.winnersPublishedAt).toBe('2026-02-01T09:00:00.000Z');
    const visitor = (await t.gql(VIEW)).data.contestEdition;
    expect(visitor.winners).toHaveLength(3);
    expect(visitor.winners[0]).toEqual({
      category: 'PROFESSIONAL',
      rank: 1,
      name: 'Lauréat PROFESSIONAL 1',
      registrationId: null,
      establishment: { id: ESTABLISHMENT },
    });

    const [row] = await t.db.query(`SELECT key, payload FROM outbox WHERE type = 'contest.winners.published'`);
    expect(row.key).toBe('2026');
    const event = fromBinary(ContestWinnersPublishedSchema, row.payload);
    expect(event.editionYear).toBe(2026);
    expect(event.winners.map((x) => [x.category, x.rank, x.establishmentId])).toEqual([
      ['PROFESSIONAL', 1, ESTABLISHMENT],
      ['PROFESSIONAL', 2, ''],
      ['HOTEL_SCHOOL', 1, ''],
    ]);
  });

  it('publishes again when published winners are edited, and emits an empty list when hidden', async () => {
    await t.gql(SET, { year: 2026, winners: [w('PROFESSIONAL', 1)] }, contestAdmin);
    const events = async () =>
      (await t.db.query(`SELECT payload FROM outbox WHERE type = 'contest.winners.published' ORDER BY occurred_at, id`)).map(
        (r: any) => fromBinary(ContestWinnersPublishedSchema, r.payload).winners.length,
      );
    expect(await events()).toEqual([3, 1]);
    expect((await t.gql(VIEW)).data.contestEdition.winnersPublishedAt).toBe('2026-02-01T09:00:00.000Z');
    const hidden = await t.gql(PUBLISH, { year: 2026, published: false }, contestAdmin);
    expect(hidden.data.publishContestWinners.winnersPublishedAt).toBeNull();
    expect(await events()).toEqual([3, 1, 0]);
    expect((await t.gql(VIEW)).data.contestEdition.winners).toEqual([]);
  });

  it('refuses to publish an empty list; a deleted registration leaves its winner unlinked', async () => {
    const empty = await t.gql(PUBLISH, { year: 2025, published: true }, contestAdmin);
    expect(empty.errors[0].extensions.fieldErrors).toEqual({ winners: 'REQUIRED' });
    await t.gql(SET, { year: 2026, winners: [w('PROFESSIONAL', 1, { registrationId })] }, contestAdmin);
    await t.gql('mutation($ids: [ID!]!) { deleteContestRegistrations(ids: $ids) }', { ids: [registrationId] }, contestAdmin);
    const staff = (await t.gql(VIEW, {}, contestAdmin)).data.contestEdition.winners;
    expect(staff).toEqual([expect.objectContaining({ name: 'Lauréat PROFESSIONAL 1', registrationId: null })]);
  });
});
