import type { EntityManager } from 'typeorm';
import { GraphQLError } from 'graphql';
import { defineStateMachine, refuse, type TransitionArgs } from './state-machine';

/** A small lifecycle in the shape of the real ones: a start, a fork, a way back, two final states. */
const STATES = ['DRAFT', 'SUBMITTED', 'IN_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
type State = (typeof STATES)[number];
const TABLE = {
  DRAFT: ['SUBMITTED', 'REJECTED'],
  SUBMITTED: ['IN_REVIEW', 'DRAFT'],
  IN_REVIEW: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
} as const;

const machine = defineStateMachine({ area: 'test', entity: 'claim', states: STATES, transitions: TABLE });

/** What a thrown GraphQL error carries for the client. */
function extensionsOf(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions;
  }
  throw new Error('expected a refusal');
}

async function refusalOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return (error as GraphQLError).extensions;
}

const args = (from: State, to: State, row: Record<string, unknown> = {}, context?: unknown): TransitionArgs<State, Record<string, unknown>, unknown> => ({
  from,
  to,
  row,
  context,
  actorId: null,
  reason: null,
  manager: {} as EntityManager,
});

describe('defineStateMachine: the table', () => {
  it('allows exactly the listed moves', () => {
    for (const from of STATES) {
      for (const to of STATES) expect(machine.can(from, to)).toBe((TABLE[from] as readonly string[]).includes(to));
    }
    expect(machine.next('SUBMITTED')).toEqual(['IN_REVIEW', 'DRAFT']);
    expect(machine.next('ACCEPTED')).toEqual([]);
  });

  it('refuses a move the table does not list with BAD_USER_INPUT { status: INVALID_TRANSITION }', () => {
    expect(() => machine.assert('DRAFT', 'SUBMITTED')).not.toThrow();
    expect(extensionsOf(() => machine.assert('ACCEPTED', 'DRAFT'))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(extensionsOf(() => machine.assert('DRAFT', 'DRAFT'))).toMatchObject({ fieldErrors: { status: 'INVALID_TRANSITION' } });
  });

  it('answers CONFLICT instead when the machine says so (the row is in the wrong state, the input is fine)', async () => {
    const strict = defineStateMachine({
      area: 'test',
      entity: 'parcel',
      states: STATES,
      transitions: TABLE,
      refusal: 'CONFLICT',
      guards: [({ row }) => (row.paid ? undefined : refuse('PAYMENT_METHOD_UNAVAILABLE'))],
    });
    expect(extensionsOf(() => strict.assert('ACCEPTED', 'DRAFT'))).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(await refusalOf(strict.check(args('DRAFT', 'SUBMITTED', { paid: false })))).toEqual({
      code: 'CONFLICT',
      fieldErrors: { status: 'PAYMENT_METHOD_UNAVAILABLE' },
    });
    // an unknown target is still bad input
    expect(extensionsOf(() => strict.assert('DRAFT', 'LOST' as State))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers INVALID_CHOICE for a state that does not exist', () => {
    expect(machine.isState('DRAFT')).toBe(true);
    expect(machine.isState('draft')).toBe(false);
    expect(machine.isState(undefined)).toBe(false);
    expect(extensionsOf(() => machine.assert('DRAFT', 'LOST' as State))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_CHOICE' } });
  });

  it('names one event per state a transition can enter: <area>.<entity>.<status in kebab-case>', () => {
    expect(machine.eventTypes).toEqual(['test.claim.draft', 'test.claim.submitted', 'test.claim.in-review', 'test.claim.accepted', 'test.claim.rejected']);
    expect(machine.eventFor('IN_REVIEW').type).toBe('test.claim.in-review');
    for (const type of machine.eventTypes) expect(type).toMatch(/^[a-z]+(\.[a-z-]+){2,}$/);
    const entryOnly = defineStateMachine({ area: 'test', entity: 'draft-note', states: ['OPEN', 'DONE'], transitions: { OPEN: ['DONE'], DONE: [] } });
    expect(entryOnly.eventTypes).toEqual(['test.draft-note.done']); // OPEN is where notes start: no transition enters it
    expect(() => entryOnly.eventFor('OPEN')).toThrow(/no transition enters OPEN/);
  });

  it('refuses a malformed table when the module loads', () => {
    const define = (options: Record<string, unknown>) => () =>
      defineStateMachine({ area: 'test', entity: 'claim', states: ['A', 'B'], transitions: { A: ['B'], B: [] }, ...options } as never);
    expect(define({})).not.toThrow();
    expect(define({ transitions: { A: ['C'], B: [] } })).toThrow(/A -> C names an unknown state/);
    expect(define({ transitions: { A: ['B'] } })).toThrow(/B is missing from the table/);
    expect(define({ transitions: { A: ['B'], B: [], C: [] } })).toThrow(/unknown state C/);
    expect(define({ transitions: { A: ['B', 'B'], B: [] } })).toThrow(/lists a target twice/);
    expect(define({ states: ['A', 'B', 'A'] })).toThrow(/once each/);
    expect(define({ states: ['A', 'b'], transitions: { A: ['b'], b: [] } })).toThrow(/UPPER_SNAKE/);
    expect(define({ area: 'Test' })).toThrow(/area is lowercase/);
    expect(define({ entity: 'claim.item' })).toThrow(/entity kebab-case/);
  });
});

describe('defineStateMachine: guards', () => {
  const calls: string[] = [];
  const guarded = defineStateMachine<State, { paid: boolean; reviewer?: string }, { strict: boolean }>({
    area: 'test',
    entity: 'claim',
    states: STATES,
    transitions: TABLE,
    guards: [
      (t) => {
        calls.push(`paid ${t.from}->${t.to}`);
        if (t.to === 'SUBMITTED' && !t.row.paid) return refuse('PAYMENT_METHOD_UNAVAILABLE');
      },
      async (t) => {
        calls.push(`reviewer ${t.from}->${t.to}`);
        if (t.to === 'ACCEPTED' && t.context?.strict && !t.row.reviewer)
          return refuse('REQUIRED', { field: 'reviewer', message: 'A reviewer must accept the claim' });
      },
    ],
  });
  const check = (from: State, to: State, row: { paid: boolean; reviewer?: string }, context?: { strict: boolean }) =>
    guarded.check({ ...args(from, to), row, context });

  beforeEach(() => (calls.length = 0));

  it('lets a move through when no guard refuses, running every guard in order', async () => {
    await expect(check('DRAFT', 'SUBMITTED', { paid: true })).resolves.toBeUndefined();
    expect(calls).toEqual(['paid DRAFT->SUBMITTED', 'reviewer DRAFT->SUBMITTED']);
  });

  it('turns a refusal into BAD_USER_INPUT with the reason under the field (status unless told), and stops there', async () => {
    expect(await refusalOf(check('DRAFT', 'SUBMITTED', { paid: false }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { status: 'PAYMENT_METHOD_UNAVAILABLE' },
    });
    expect(calls).toEqual(['paid DRAFT->SUBMITTED']);
    const error = await check('IN_REVIEW', 'ACCEPTED', { paid: true }, { strict: true }).catch((e: GraphQLError) => e);
    expect(error).toMatchObject({ message: 'A reviewer must accept the claim', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { reviewer: 'REQUIRED' } } });
    await expect(check('IN_REVIEW', 'ACCEPTED', { paid: true }, { strict: false })).resolves.toBeUndefined();
  });

  it('asks no guard when the table already refuses', async () => {
    expect(await refusalOf(check('ACCEPTED', 'SUBMITTED', { paid: false }))).toMatchObject({ fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(calls).toEqual([]);
  });
});

describe('defineStateMachine: transition before any write', () => {
  it('answers INVALID_CHOICE for an unknown target without touching the database', async () => {
    const manager = {} as EntityManager; // any query would throw on this
    expect(await refusalOf(machine.transition(manager, { target: 'claim', id: 'x', to: 'LOST' as State }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { status: 'INVALID_CHOICE' },
    });
  });

  it('refuses to run outside a transaction: history and event must commit with the status', async () => {
    const manager = { queryRunner: { isTransactionActive: false } } as unknown as EntityManager;
    await expect(machine.transition(manager, { target: 'claim', id: 'x', to: 'SUBMITTED' })).rejects.toThrow(/inside the caller's transaction/);
  });
});
