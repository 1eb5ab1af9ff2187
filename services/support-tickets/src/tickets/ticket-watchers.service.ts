import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, lockReferenced } from '@guide/platform';
import { TicketUserEntity } from '../ticket-users/ticket-user.entity';
import { TicketChange } from './ticket-journal.entity';

export type TicketWatcher = Pick<TicketUserEntity, 'id' | 'login' | 'firstName' | 'lastName' | 'mail'> & { ticketId: string };

/**
 * The watchers of tickets (`ticket_watcher`: ticket users following a ticket). Writes take the caller's
 * EntityManager and run in its transaction (createTicket, updateTicket).
 */
@Injectable()
export class TicketWatchersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The watcher ids, deduplicated and sorted, when given (null: unchanged); an unknown one is NOT_FOUND.
   * They are locked FOR KEY SHARE, as the assignee is (TicketsService.lockReferences): a user deleted
   * meanwhile is NOT_FOUND.
   */
  async read(manager: EntityManager, ids: readonly string[] | null | undefined, errors: FieldErrors): Promise<string[] | null> {
    if (!ids) return null;
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    if (!unique.length) return unique;
    if ((await lockReferenced(manager, 'ticket_user', unique)).length !== unique.length) errors.watcherIds = 'NOT_FOUND';
    return unique;
  }

  /** Replaces the watchers; the journal change (sorted ids joined by commas) when the set really changed. */
  async replace(manager: EntityManager, ticketId: string, ids: string[]): Promise<TicketChange | null> {
    const rows: { id: string }[] = await manager.query('SELECT ticket_user_id AS id FROM ticket_watcher WHERE ticket_id = $1 ORDER BY ticket_user_id', [
      ticketId,
    ]);
    const from = rows.map((r) => r.id).join(',');
    const to = ids.join(',');
    if (from === to) return null;
    await manager.query('DELETE FROM ticket_watcher WHERE ticket_id = $1', [ticketId]);
    if (ids.length) await manager.query('INSERT INTO ticket_watcher (ticket_id, ticket_user_id) SELECT $1, unnest($2::uuid[])', [ticketId, ids]);
    return { field: 'watcherIds', from: from || null, to: to || null };
  }

  /** Loader fetch: watchers of each ticket, by last then first name (a user may watch several tickets of one batch). */
  watchersOf(ticketIds: string[]): Promise<TicketWatcher[]> {
    return this.dataSource.query(
      `SELECT w.ticket_id AS "ticketId", u.id, u.login, u.first_name AS "firstName", u.last_name AS "lastName", u.mail
         FROM ticket_watcher w JOIN ticket_user u ON u.id = w.ticket_user_id
        WHERE w.ticket_id = ANY($1) ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
      [ticketIds],
    );
  }
}
