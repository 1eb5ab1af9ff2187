import { randomUUID } from 'node:crypto';
import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * One history table per service database, the same shape for every lifecycle (orders, tickets,
 * payments, …): who moved which entity from which status to which, when and why. Written only by
 * `StateMachine.transition`, in the transaction of the change. A service with a lifecycle creates it
 * with its own migration (`createStatusHistoryTable` in `up`, `dropStatusHistoryTable` in `down`).
 */
export const STATUS_HISTORY_TABLE = 'status_history';

export interface StatusHistoryEntry {
  id: string;
  /** The machine's entity name: `order`, `ticket`. */
  entity: string;
  entityId: string;
  fromStatus: string;
  toStatus: string;
  actorId: string | null;
  reason: string | null;
  occurredAt: Date;
}

/** Anything that runs SQL: an EntityManager (inside a transaction) or a DataSource. */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: any[]): Promise<any>;
}

export async function createStatusHistoryTable(q: QueryRunner): Promise<void> {
  await q.query(`CREATE TABLE ${STATUS_HISTORY_TABLE} (
    id uuid PRIMARY KEY,
    entity text NOT NULL,
    entity_id text NOT NULL,
    from_status text NOT NULL,
    to_status text NOT NULL,
    actor_id text,
    reason text,
    occurred_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`);
  await q.query(`CREATE INDEX ${STATUS_HISTORY_TABLE}_entity ON ${STATUS_HISTORY_TABLE} (entity, entity_id, occurred_at, id)`);
}

export async function dropStatusHistoryTable(q: QueryRunner): Promise<void> {
  await q.query(`DROP TABLE ${STATUS_HISTORY_TABLE}`);
}

/** Clock time of the write (not of the transaction's start), like `updated_at`: a change made after waiting on the row lock reads later. */
export async function insertStatusHistory(
  manager: EntityManager,
  entry: Omit<StatusHistoryEntry, 'id' | 'occurredAt'>,
): Promise<{ id: string; occurredAt: Date }> {
  const id = randomUUID();
  const [row]: { occurred_at: Date }[] = await manager.query(
    `INSERT INTO ${STATUS_HISTORY_TABLE} (id, entity, entity_id, from_status, to_status, actor_id, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING occurred_at`,
    [id, entry.entity, entry.entityId, entry.fromStatus, entry.toStatus, entry.actorId, entry.reason],
  );
  return { id, occurredAt: new Date(row.occurred_at) };
}

/** One entity's changes, oldest first. */
export async function readStatusHistory(db: Queryable, entity: string, entityId: string): Promise<StatusHistoryEntry[]> {
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT id, entity, entity_id, from_status, to_status, actor_id, reason, occurred_at FROM ${STATUS_HISTORY_TABLE}
     WHERE entity = $1 AND entity_id = $2 ORDER BY occurred_at, id`,
    [entity, entityId],
  );
  return rows.map((r) => ({
    id: r.id as string,
    entity: r.entity as string,
    entityId: r.entity_id as string,
    fromStatus: r.from_status as string,
    toStatus: r.to_status as string,
    actorId: (r.actor_id as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    occurredAt: new Date(r.occurred_at as string),
  }));
}
