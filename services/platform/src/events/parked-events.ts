import { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { TransportEvent } from './event';

/**
 * The dead-letter side of a consumer: events it gave up on ("parked") and the later events of the same
 * entity held behind them ("waiting"). One table per service database, rows keyed by consumer and event.
 *
 * Status life cycle: PARKED (failed every attempt) or WAITING (never tried: an earlier event of its key is
 * parked) -> REPLAYED (applied later) or DISCARDED (dropped by staff). Resolved rows stay for the record.
 */
export type ParkedEventStatus = 'PARKED' | 'WAITING' | 'REPLAYED' | 'DISCARDED';
export const UNRESOLVED: ParkedEventStatus[] = ['PARKED', 'WAITING'];

export interface ParkedEvent {
  consumer: string;
  eventId: string;
  type: string;
  key: string;
  payload: Uint8Array;
  occurredAt: string;
  status: ParkedEventStatus;
  /** The last error; null for a WAITING event, which was never tried. */
  error: string | null;
  attempts: number;
  firstFailedAt: string | null;
  lastFailedAt: string | null;
  parkedAt: string;
  resolvedAt: string | null;
}

interface Row {
  consumer: string;
  event_id: string;
  type: string;
  key: string;
  payload: Buffer;
  occurred_at: Date;
  status: ParkedEventStatus;
  error: string | null;
  attempts: number;
  first_failed_at: Date | null;
  last_failed_at: Date | null;
  parked_at: Date;
  resolved_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function fromRow(r: Row): ParkedEvent {
  return {
    consumer: r.consumer,
    eventId: r.event_id,
    type: r.type,
    key: r.key,
    payload: new Uint8Array(r.payload),
    occurredAt: iso(r.occurred_at)!,
    status: r.status,
    error: r.error,
    attempts: r.attempts,
    firstFailedAt: iso(r.first_failed_at),
    lastFailedAt: iso(r.last_failed_at),
    parkedAt: iso(r.parked_at)!,
    resolvedAt: iso(r.resolved_at),
  };
}

export function toTransportEvent(p: ParkedEvent): TransportEvent {
  return { id: p.eventId, type: p.type, key: p.key, payload: p.payload, occurredAt: p.occurredAt };
}

const COLUMNS = 'consumer, event_id, type, key, payload, occurred_at, status, error, attempts, first_failed_at, last_failed_at, parked_at, resolved_at';

/**
 * Serialises everything that touches one entity's events for one consumer (delivery, replay, discard),
 * for the rest of the transaction: the "is this key blocked?" check and the apply cannot interleave.
 */
export async function lockEntity(manager: EntityManager, consumer: string, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7141))', [`${consumer} ${key}`]);
}

/** True while the entity has an unresolved parked event for this consumer: its later events must wait. */
export async function isBlocked(manager: EntityManager, consumer: string, key: string): Promise<boolean> {
  const rows = await manager.query(`SELECT 1 FROM parked_event WHERE consumer = $1 AND key = $2 AND status = ANY($3) LIMIT 1`, [consumer, key, UNRESOLVED]);
  return rows.length > 0;
}

export async function insertParked(
  manager: EntityManager,
  consumer: string,
  event: TransportEvent,
  failure: { error: string; attempts: number; firstFailedAt: Date } | null,
): Promise<void> {
  await manager.query(
    `INSERT INTO parked_event (consumer, event_id, type, key, payload, occurred_at, status, error, attempts, first_failed_at, last_failed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::timestamptz IS NULL THEN NULL ELSE now() END)
     ON CONFLICT (consumer, event_id) DO NOTHING`,
    [
      consumer,
      event.id,
      event.type,
      event.key,
      Buffer.from(event.payload),
      event.occurredAt || new Date().toISOString(),
      failure ? 'PARKED' : 'WAITING',
      failure?.error ?? null,
      failure?.attempts ?? 0,
      failure?.firstFailedAt ?? null,
    ],
  );
}

export async function findParked(manager: EntityManager, consumer: string, eventId: string): Promise<ParkedEvent | null> {
  const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM parked_event WHERE consumer = $1 AND event_id = $2`, [consumer, eventId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The oldest unresolved event of an entity: the only one that may be tried next. */
export async function headOf(manager: EntityManager, consumer: string, key: string): Promise<ParkedEvent | null> {
  const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM parked_event WHERE consumer = $1 AND key = $2 AND status = ANY($3) ORDER BY seq LIMIT 1`, [
    consumer,
    key,
    UNRESOLVED,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function resolveParked(manager: EntityManager, consumer: string, eventId: string, status: 'REPLAYED' | 'DISCARDED'): Promise<void> {
  await manager.query(`UPDATE parked_event SET status = $3, resolved_at = now() WHERE consumer = $1 AND event_id = $2`, [consumer, eventId, status]);
}

/** A failed replay: the event becomes (or stays) the entity's parked head, with the new error. */
export async function recordFailure(manager: EntityManager, consumer: string, eventId: string, error: string): Promise<void> {
  await manager.query(
    `UPDATE parked_event SET status = 'PARKED', error = $3, attempts = attempts + 1,
       first_failed_at = coalesce(first_failed_at, now()), last_failed_at = now()
     WHERE consumer = $1 AND event_id = $2`,
    [consumer, eventId, error],
  );
}

/** Unresolved events, oldest first; for one consumer when given. */
export async function listUnresolved(manager: EntityManager, consumers?: string[]): Promise<ParkedEvent[]> {
  const rows: Row[] = await manager.query(
    `SELECT ${COLUMNS} FROM parked_event WHERE status = ANY($1) AND ($2::text[] IS NULL OR consumer = ANY($2)) ORDER BY seq LIMIT 500`,
    [UNRESOLVED, consumers ?? null],
  );
  return rows.map(fromRow);
}

/** Unresolved events per consumer (the figure /health reports). */
export async function countUnresolved(manager: EntityManager): Promise<Record<string, number>> {
  const rows: { consumer: string; n: number }[] = await manager.query(
    `SELECT consumer, count(*)::int AS n FROM parked_event WHERE status = ANY($1) GROUP BY consumer ORDER BY consumer`,
    [UNRESOLVED],
  );
  return Object.fromEntries(rows.map((r) => [r.consumer, r.n]));
}

/** The dead-letter table every service gets, beside its outbox and inbox. */
export class CreateParkedEvents1700000000001 implements MigrationInterface {
  name = 'CreateParkedEvents1700000000001';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE parked_event (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      seq bigserial NOT NULL,
      type text NOT NULL,
      key text NOT NULL,
      payload bytea NOT NULL,
      occurred_at timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('PARKED', 'WAITING', 'REPLAYED', 'DISCARDED')),
      error text,
      attempts int NOT NULL DEFAULT 0,
      first_failed_at timestamptz,
      last_failed_at timestamptz,
      parked_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      PRIMARY KEY (consumer, event_id)
    )`);
    await q.query(`CREATE INDEX parked_event_unresolved ON parked_event (consumer, key, seq) WHERE status IN ('PARKED', 'WAITING')`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE parked_event');
  }
}
