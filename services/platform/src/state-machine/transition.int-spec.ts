import { fromBinary } from '@bufbuild/protobuf';
import { Column, DataSource, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { StatusChangedSchema } from '@guide/proto-schemas';
import { CreateEventTables1700000000000 } from '../events/outbox';
import { testDatabaseUrl } from '../testing/harness';
import { defineStateMachine, refuse } from './state-machine';
import { createStatusHistoryTable } from './status-history';

@Entity('claim')
class ClaimEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') status: string;
  @Column('boolean') paid: boolean;
}

class Claims1700000000900 implements MigrationInterface {
  name = 'Claims1700000000900';
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE claim (id uuid PRIMARY KEY, status text NOT NULL, paid boolean NOT NULL DEFAULT false)');
    await q.query('CREATE TABLE note (id uuid PRIMARY KEY, state text NOT NULL)');
    await q.query('CREATE TABLE side_effect (claim_id uuid NOT NULL)');
    await createStatusHistoryTable(q);
  }
  async down(): Promise<void> {}
}

const STATES = ['DRAFT', 'SUBMITTED', 'IN_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
type State = (typeof STATES)[number];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Guards see the locked row: a slow guard holds the lock long enough for a rival to queue behind it. */
const CLAIM = defineStateMachine<State, ClaimEntity, { slowMs?: number; failAfter?: boolean }>({
  area: 'test',
  entity: 'claim',
  states: STATES,
  transitions: { DRAFT: ['SUBMITTED', 'REJECTED'], SUBMITTED: ['IN_REVIEW', 'DRAFT'], IN_REVIEW: ['ACCEPTED', 'REJECTED'], ACCEPTED: [], REJECTED: [] },
  guards: [
    async (t) => {
      if (t.context?.slowMs) await sleep(t.context.slowMs);
      if (t.to === 'SUBMITTED' && !t.row.paid) return refuse('PAYMENT_METHOD_UNAVAILABLE');
    },
  ],
  hooks: {
    async onTransitionEnd(t) {
      await t.manager.query('INSERT INTO side_effect (claim_id) VALUES ($1)', [t.row.id]);
      if (t.context?.failAfter) throw new Error('hook failed after the writes');
    },
  },
});

/**
 * `transition` on real PostgreSQL: status, history row and outbox row commit together or not at all,
 * and the row lock serialises rival changes.
 */
describe('StateMachine.transition (PostgreSQL)', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('state_machine'),
      entities: [ClaimEntity],
      migrations: [CreateEventTables1700000000000, Claims1700000000900],
      migrationsRun: true,
      extra: { max: 4 },
    });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  const newClaim = async (status: State, paid = true) => {
    const id = randomUUID();
    await ds.query('INSERT INTO claim (id, status, paid) VALUES ($1, $2, $3)', [id, status, paid]);
    return id;
  };
  const statusOf = async (id: string) => (await ds.query('SELECT status FROM claim WHERE id = $1', [id]))[0].status as string;
  const outbox = async (key: string): Promise<{ type: string; payload: Buffer }[]> => ds.query('SELECT type, payload FROM outbox WHERE key = $1', [key]);
  const sideEffects = async (id: string) => Number((await ds.query('SELECT count(*) AS n FROM side_effect WHERE claim_id = $1', [id]))[0].n);
  const move = (id: string, to: State, extra: { actorId?: string; reason?: string; context?: { slowMs?: number; failAfter?: boolean } } = {}) =>
    ds.transaction((manager) => CLAIM.transition(manager, { target: ClaimEntity, id, to, ...extra }));
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions;
  };

  it('writes the status, one history row and one outbox event, and returns the entity', async () => {
    const id = await newClaim('DRAFT');
    const result = await move(id, 'SUBMITTED', { actorId: 'staff-7', reason: 'customer asked' });
    expect(result.row).toBeInstanceOf(ClaimEntity);
    expect(result).toMatchObject({ row: { id, status: 'SUBMITTED', paid: true }, from: 'DRAFT', to: 'SUBMITTED' });
    expect(await statusOf(id)).toBe('SUBMITTED');

    const history = await CLAIM.history(ds, id);
    expect(history).toEqual([
      {
        id: result.historyId,
        entity: 'claim',
        entityId: id,
        fromStatus: 'DRAFT',
        toStatus: 'SUBMITTED',
        actorId: 'staff-7',
        reason: 'customer asked',
        occurredAt: expect.any(Date),
      },
    ]);
    const events = await outbox(id);
    expect(events.map((e) => e.type)).toEqual(['test.claim.submitted']);
    expect(fromBinary(StatusChangedSchema, new Uint8Array(events[0].payload))).toMatchObject({
      entityId: id,
      fromStatus: 'DRAFT',
      toStatus: 'SUBMITTED',
      actorId: 'staff-7',
      reason: 'customer asked',
      historyId: result.historyId,
      occurredAt: history[0].occurredAt.toISOString(),
    });
    expect(await sideEffects(id)).toBe(1);
  });

  it('writes none of them when a guard refuses, and answers its reason', async () => {
    const id = await newClaim('DRAFT', false);
    expect(await refusal(move(id, 'SUBMITTED'))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'PAYMENT_METHOD_UNAVAILABLE' } });
    expect(await statusOf(id)).toBe('DRAFT');
    expect(await CLAIM.history(ds, id)).toEqual([]);
    expect(await outbox(id)).toEqual([]);
    expect(await sideEffects(id)).toBe(0);
  });

  it('writes none of them when the table refuses, the state is unknown or the row is missing', async () => {
    const id = await newClaim('ACCEPTED');
    expect(await refusal(move(id, 'DRAFT'))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(await refusal(move(id, 'ARCHIVED' as State))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_CHOICE' } });
    expect(await refusal(move(randomUUID(), 'SUBMITTED'))).toEqual({ code: 'NOT_FOUND' });
    expect(await statusOf(id)).toBe('ACCEPTED');
    expect(await CLAIM.history(ds, id)).toEqual([]);
    expect(await outbox(id)).toEqual([]);
  });

  it('is undone with the caller’s transaction: a failure after the writes leaves no status, history or event', async () => {
    const id = await newClaim('DRAFT');
    await expect(move(id, 'REJECTED', { context: { failAfter: true } })).rejects.toThrow('hook failed after the writes');
    const callerFails = ds.transaction(async (manager) => {
      await CLAIM.transition(manager, { target: ClaimEntity, id, to: 'REJECTED' });
      throw new Error('the caller’s next step failed');
    });
    await expect(callerFails).rejects.toThrow('the caller’s next step failed');
    expect(await statusOf(id)).toBe('DRAFT');
    expect(await CLAIM.history(ds, id)).toEqual([]);
    expect(await outbox(id)).toEqual([]);
    expect(await sideEffects(id)).toBe(0);
  });

  it('lets only one of two concurrent changes from the same state win (the row lock)', async () => {
    const id = await newClaim('DRAFT');
    // Both read DRAFT without the lock; with it, the second waits, then sees SUBMITTED and is refused.
    const results = await Promise.allSettled([move(id, 'SUBMITTED', { context: { slowMs: 300 } }), move(id, 'SUBMITTED', { context: { slowMs: 300 } })]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0].reason as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(await statusOf(id)).toBe('SUBMITTED');
    expect(await CLAIM.history(ds, id)).toHaveLength(1);
    expect(await outbox(id)).toHaveLength(1);
  });

  it('serialises different targets too: the second change starts from the first one’s result', async () => {
    const id = await newClaim('SUBMITTED');
    const [first, second] = await Promise.allSettled([
      move(id, 'IN_REVIEW', { context: { slowMs: 200 } }),
      (async () => (await sleep(50), move(id, 'DRAFT')))(),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected'); // IN_REVIEW -> DRAFT is not in the table
    expect((await CLAIM.history(ds, id)).map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual(['SUBMITTED->IN_REVIEW']);
  });

  it('works on a plain table without an entity', async () => {
    const NOTE = defineStateMachine({
      area: 'test',
      entity: 'note',
      states: ['OPEN', 'DONE'],
      transitions: { OPEN: ['DONE'], DONE: [] },
      statusColumn: 'state',
    });
    const id = randomUUID();
    await ds.query(`INSERT INTO note (id, state) VALUES ($1, 'OPEN')`, [id]);
    const result = await ds.transaction((manager) => NOTE.transition(manager, { target: 'note', id, to: 'DONE' }));
    expect(result.row).toEqual({ id, state: 'DONE' });
    expect((await NOTE.history(ds, id)).map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([['OPEN', 'DONE', null]]);
    expect((await outbox(id)).map((e) => e.type)).toEqual(['test.note.done']);
    expect(await refusal(ds.transaction((manager) => NOTE.transition(manager, { target: 'note', id: randomUUID(), to: 'DONE' })))).toEqual({
      code: 'NOT_FOUND',
    });
  });
});
