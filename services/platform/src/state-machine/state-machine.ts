import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { StatusChangedSchema, statusEventType } from '@guide/proto-schemas';
import type { AnyMessageKey } from '@guide/validation';
import type { Identity } from '../auth/identity';
import { badInput, conflict, notFound } from '../errors/errors';
import { EventDefinition, defineEvent } from '../events/event';
import { writeEvent } from '../events/outbox';
import { Queryable, StatusHistoryEntry, insertStatusHistory, readStatusHistory } from './status-history';

/** The `actorId` of a change made by a caller: its user or customer id (none when anonymous). */
export const actorOf = (identity: Identity): string | null => (identity.kind === 'anonymous' ? null : identity.id);

/** A guard's "no": BAD_USER_INPUT with `fieldErrors[field] = reason` (a message key both apps translate). */
export interface Refusal {
  readonly refused: true;
  readonly field: string;
  readonly reason: AnyMessageKey;
  readonly message?: string;
}

/** What a guard returns to refuse; `field` defaults to `status`. */
export const refuse = (reason: AnyMessageKey, options: { field?: string; message?: string } = {}): Refusal => ({
  refused: true,
  field: options.field ?? 'status',
  reason,
  message: options.message,
});

/** One change as guards and hooks see it. `row` is the locked row as it was before the change. */
export interface TransitionArgs<S extends string, R, C> {
  from: S;
  to: S;
  row: R;
  context: C | undefined;
  actorId: string | null;
  reason: string | null;
  /** The caller's transaction: a guard may read more (locked rows stay locked until commit). */
  manager: EntityManager;
}

/** Runs after the table allowed the change; returns a refusal (or throws) to stop it, nothing to let it through. */
export type StateGuard<S extends string, R, C> = (t: TransitionArgs<S, R, C>) => Refusal | void | Promise<Refusal | void>;

export interface StateMachineHooks<S extends string, R, C> {
  /** After the status, history and event are written, in the same transaction (a throw undoes all of it). */
  onTransitionEnd?: (t: TransitionArgs<S, R, C> & { historyId: string; eventId: string }) => void | Promise<void>;
}

export interface StateMachineOptions<S extends string, R, C> {
  /** First segment of the event type: the service's event area (`commerce`, `tickets`). */
  area: string;
  /** Second segment, and the `entity` column of `status_history` (`order`, `ticket`). */
  entity: string;
  /** As the API spells them: UPPER_SNAKE (`PENDING_PAYMENT`); the event type uses kebab-case. */
  states: readonly S[];
  /** The lifecycle: `from -> [to]`, every state listed (an empty list is a final state); nothing else is allowed. */
  transitions: Readonly<Record<NoInfer<S>, readonly NoInfer<S>[]>>;
  guards?: readonly StateGuard<NoInfer<S>, R, C>[];
  hooks?: StateMachineHooks<NoInfer<S>, R, C>;
  /** The status property of the entity (or column of a plain table); `status` by default. */
  statusColumn?: string;
  /**
   * How a refused move answers: BAD_USER_INPUT (default, the first lifecycles) or CONFLICT, as the third
   * wave's contract says for shipments, payments and returns (the input is fine, the row's state is not).
   */
  refusal?: 'BAD_USER_INPUT' | 'CONFLICT';
}

export interface TransitionRequest<S extends string, T, C> {
  /** The entity class (or a plain table name with an `id` column, for tables without an entity). */
  target: EntityTarget<T>;
  id: string;
  /** Checked: a value that is not a state answers INVALID_CHOICE (GraphQL enums usually stop it first). */
  to: S;
  /** Back-office user or customer id; omitted when the system moves it (a payment provider's callback). */
  actorId?: string | null;
  reason?: string | null;
  context?: C;
}

export interface TransitionResult<S extends string, T> {
  /** The row after the change, read back in the transaction (`updated_at` included). */
  row: T;
  from: S;
  to: S;
  historyId: string;
  eventId: string;
}

export type StatusChangedEvent = EventDefinition<typeof StatusChangedSchema>;

export interface StateMachine<S extends string, R extends ObjectLiteral = ObjectLiteral, C = unknown> {
  readonly area: string;
  readonly entity: string;
  readonly states: readonly S[];
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** The event types this machine writes, one per state it can enter (a target in the table), in table order. */
  readonly eventTypes: readonly string[];
  isState(value: unknown): value is S;
  can(from: S, to: S): boolean;
  next(from: S): readonly S[];
  /** INVALID_CHOICE for an unknown target, INVALID_TRANSITION for a move the table does not list. */
  assert(from: S, to: S): void;
  /** The table, then each guard in order: throws the first refusal. What `transition` runs before writing. */
  check(t: TransitionArgs<S, R, C>): Promise<void>;
  /** The event written when entering `to`. */
  eventFor(to: S): StatusChangedEvent;
  /**
   * Inside the caller's transaction: locks the row (SELECT … FOR UPDATE), checks table and guards,
   * updates the status, inserts one `status_history` row and writes one outbox event; all or nothing
   * with the rest of the caller's transaction.
   */
  transition<T extends R>(manager: EntityManager, request: TransitionRequest<S, T, C>): Promise<TransitionResult<S, T>>;
  /** The entity's recorded changes, oldest first. */
  history(db: Queryable, id: string): Promise<StatusHistoryEntry[]>;
}

const STATE_NAME = /^[A-Z]+(_[A-Z]+)*$/;
const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A lifecycle as data (Vendure's order process, STYLE.md): the table is the only rule, guards may
 * refuse with a reason, and every change leaves a history row and an event. Define it once per entity,
 * next to its status list; services call `transition`, resolvers never see it.
 */
export function defineStateMachine<const S extends string, R extends ObjectLiteral = ObjectLiteral, C = unknown>(
  options: StateMachineOptions<S, R, C>,
): StateMachine<S, R, C> {
  const { area, entity, states, transitions, guards = [], hooks = {}, statusColumn = 'status', refusal = 'BAD_USER_INPUT' } = options;
  const refused = (fieldErrors: Record<string, AnyMessageKey>, message: string) =>
    refusal === 'CONFLICT' ? conflict(message, fieldErrors) : badInput(fieldErrors, message);
  const name = `${area}.${entity}`;
  validate(options);

  const stateSet = new Set<string>(states);
  const entered = states.filter((s) => states.some((from) => transitions[from].includes(s)));
  const events = new Map<string, StatusChangedEvent>(entered.map((s) => [s, defineEvent(statusEventType(area, entity, s), StatusChangedSchema)]));
  const label = entity.charAt(0).toUpperCase() + entity.slice(1);

  const isState = (value: unknown): value is S => typeof value === 'string' && stateSet.has(value);
  const can = (from: S, to: S) => transitions[from]?.includes(to) ?? false;

  const eventFor = (to: S): StatusChangedEvent => {
    const event = events.get(to);
    if (!event) throw new Error(`${name}: no transition enters ${to}`);
    return event;
  };

  const assert = (from: S, to: S) => {
    if (!isState(to)) throw badInput({ status: 'INVALID_CHOICE' }, `${label} status ${String(to)} does not exist`);
    if (!can(from, to)) throw refused({ status: 'INVALID_TRANSITION' }, `${label} cannot go from ${from} to ${to}`);
  };

  const check = async (t: TransitionArgs<S, R, C>) => {
    assert(t.from, t.to);
    for (const guard of guards) {
      const no = await guard(t);
      if (no) throw refused({ [no.field]: no.reason }, no.message ?? `${label} cannot go from ${t.from} to ${t.to}: ${no.reason}`);
    }
  };

  return {
    area,
    entity,
    states,
    transitions,
    eventTypes: entered.map((s) => events.get(s)!.type),
    isState,
    can,
    next: (from) => transitions[from] ?? [],
    assert,
    check,
    eventFor,

    async transition<T extends R>(manager: EntityManager, request: TransitionRequest<S, T, C>): Promise<TransitionResult<S, T>> {
      const { id, to, context } = request;
      if (!isState(to)) throw badInput({ status: 'INVALID_CHOICE' }, `${label} status ${String(to)} does not exist`);
      // The event and history must commit with the status or not at all.
      if (!manager.queryRunner?.isTransactionActive) throw new Error(`${name}: transition() must run inside the caller's transaction`);
      const rows = rowAccess<T>(manager, request.target, statusColumn);
      const row = await rows.lock(id);
      if (!row) throw notFound(label);
      const from = rows.status(row) as S;
      const actorId = request.actorId ?? null;
      const reason = request.reason ?? null;
      const t: TransitionArgs<S, R, C> = { from, to, row, context, actorId, reason, manager };
      await check(t);

      const updated = await rows.update(id, to);
      const history = await insertStatusHistory(manager, { entity, entityId: id, fromStatus: from, toStatus: to, actorId, reason });
      const eventId = await writeEvent(manager, eventFor(to), id, {
        entityId: id,
        fromStatus: from,
        toStatus: to,
        actorId: actorId ?? '',
        reason: reason ?? '',
        occurredAt: history.occurredAt.toISOString(),
        historyId: history.id,
      });
      await hooks.onTransitionEnd?.({ ...t, row: updated, historyId: history.id, eventId });
      return { row: updated, from, to, historyId: history.id, eventId };
    },

    history: (db, id) => readStatusHistory(db, entity, id),
  };
}

/** Programmer errors, thrown when the module loads: a table that names an unknown state, a state the event type cannot spell. */
function validate<S extends string>({
  area,
  entity,
  states,
  transitions,
}: Pick<StateMachineOptions<S, never, never>, 'area' | 'entity' | 'states' | 'transitions'>): void {
  const name = `${area}.${entity}`;
  if (!/^[a-z]+$/.test(area) || !/^[a-z]+(-[a-z]+)*$/.test(entity)) throw new Error(`State machine "${name}": area is lowercase letters, entity kebab-case`);
  if (!states.length || new Set(states).size !== states.length) throw new Error(`State machine "${name}": states must be listed once each`);
  for (const s of states) if (!STATE_NAME.test(s)) throw new Error(`State machine "${name}": state "${s}" must be UPPER_SNAKE letters`);
  for (const from of Object.keys(transitions))
    if (!states.includes(from as S)) throw new Error(`State machine "${name}": the table names an unknown state ${from}`);
  for (const from of states) {
    const targets: readonly string[] | undefined = transitions[from];
    if (!targets) throw new Error(`State machine "${name}": ${from} is missing from the table (list [] for a final state)`);
    for (const to of targets) if (!states.includes(to as S)) throw new Error(`State machine "${name}": ${from} -> ${to} names an unknown state`);
    if (new Set(targets).size !== targets.length) throw new Error(`State machine "${name}": ${from} lists a target twice`);
  }
}

interface RowAccess<T> {
  lock(id: string): Promise<T | null>;
  status(row: T): string;
  update(id: string, to: string): Promise<T>;
}

/** An entity goes through its repository (the caller gets an entity back); a plain table through SQL. */
function rowAccess<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, statusColumn: string): RowAccess<T> {
  if (manager.connection.hasMetadata(target)) {
    const repo = manager.getRepository(target);
    const [primary, ...more] = repo.metadata.primaryColumns;
    if (!primary || more.length) throw new Error(`${repo.metadata.name}: a state machine needs a single-column primary key`);
    if (!repo.metadata.findColumnWithPropertyPath(statusColumn)) throw new Error(`${repo.metadata.name} has no ${statusColumn} property`);
    const byId = (id: string) => ({ [primary.propertyName]: id }) as FindOptionsWhere<T>;
    return {
      lock: (id) => repo.findOne({ where: byId(id), lock: { mode: 'pessimistic_write' } }),
      status: (row) => row[statusColumn] as string,
      async update(id, to) {
        await repo.update(byId(id), { [statusColumn]: to } as never);
        return repo.findOneOrFail({ where: byId(id) });
      },
    };
  }
  if (typeof target !== 'string' || !PLAIN_NAME.test(target) || !PLAIN_NAME.test(statusColumn)) {
    throw new Error(`State machine target ${String(target)}: not an entity of this DataSource nor a plain table name`);
  }
  return {
    lock: async (id) => ((await manager.query(`SELECT * FROM "${target}" WHERE id = $1 FOR UPDATE`, [id])) as T[])[0] ?? null,
    status: (row) => row[statusColumn] as string,
    // A CTE so the driver answers rows (a bare UPDATE … RETURNING answers [rows, count]).
    update: async (id, to) =>
      (
        (await manager.query(`WITH changed AS (UPDATE "${target}" SET "${statusColumn}" = $1 WHERE id = $2 RETURNING *) SELECT * FROM changed`, [
          to,
          id,
        ])) as T[]
      )[0],
  };
}
