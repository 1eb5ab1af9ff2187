import type { EntityManager } from 'typeorm';
import { writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { RETURN_MACHINE, ReturnStatus } from './return-status';

/** A return request as the resolvers hand it to GraphQL (SDL field names; `orderId`, `customerId` for its fields). */
export interface ReturnRow {
  id: string;
  number: string;
  orderId: string;
  customerId: string;
  status: ReturnStatus;
  resolution: 'REFUND' | 'REPLACEMENT';
  reason: string;
  createdAt: Date;
  updatedAt: Date;
}

export const RETURN_COLUMNS = `r.id, r.number, r.order_id AS "orderId", r.customer_id AS "customerId", r.status, r.resolution, r.reason,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** The history's `from_status` of a request's creation (the column is NOT NULL; the API answers `from: null`). */
export const CREATED_FROM = '';

export async function readReturn(manager: Pick<EntityManager, 'query'>, id: string): Promise<ReturnRow | null> {
  const [row] = await manager.query(`SELECT ${RETURN_COLUMNS} FROM return_requests r WHERE r.id = $1`, [id]);
  return row ?? null;
}

/**
 * commerce.return.status-changed for one change (creation included, `from` empty), with what the
 * customer's mail needs: their address, first name and language as the order has them.
 */
export async function writeReturnStatusChanged(
  manager: EntityManager,
  change: { id: string; from: ReturnStatus | null; to: ReturnStatus; comment: string | null; byStaff: boolean; at: Date },
): Promise<void> {
  const [r] = await manager.query(
    `SELECT r.number, r.customer_id, o.number AS order_number, o.customer_email, o.customer_first_name, o.locale
     FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.id = $1`,
    [change.id],
  );
  await writeEvent(manager, Events.returnStatusChanged, change.id, {
    returnRequestId: change.id,
    number: r.number,
    orderNumber: r.order_number,
    customerId: r.customer_id,
    email: r.customer_email ?? '',
    firstName: r.customer_first_name ?? '',
    locale: r.locale ?? 'fr',
    fromStatus: change.from ?? '',
    toStatus: change.to,
    comment: change.comment ?? '',
    byStaff: change.byStaff,
    changedAt: change.at.toISOString(),
  });
}

/**
 * Moves a return request in the caller's transaction: the table (RETURN_MACHINE: row lock, history row,
 * commerce.return.<status>), staff's comment kept as one of their messages, and
 * commerce.return.status-changed so the customer is emailed in their language. Everything that moves a
 * request goes through here: staff (setReturnStatus), the customer (closeMyReturnRequest) and a refund
 * naming a RETURNED request (-> REFUNDED, refunds/).
 */
export async function moveReturn(
  manager: EntityManager,
  move: { id: string; to: ReturnStatus; actorId: string | null; byStaff: boolean; comment?: string | null },
): Promise<ReturnRow> {
  const comment = move.comment?.trim() || null;
  const result = await RETURN_MACHINE.transition(manager, { target: 'return_requests', id: move.id, to: move.to, actorId: move.actorId, reason: comment });
  if (comment) {
    await manager.query('INSERT INTO return_messages (return_request_id, body, from_staff, author_id) VALUES ($1, $2, $3, $4)', [
      move.id,
      comment,
      move.byStaff,
      move.actorId,
    ]);
  }
  const [history] = await manager.query('SELECT occurred_at FROM status_history WHERE id = $1', [result.historyId]);
  await writeReturnStatusChanged(manager, { id: move.id, from: result.from, to: result.to, comment, byStaff: move.byStaff, at: new Date(history.occurred_at) });
  return (await readReturn(manager, move.id))!;
}
