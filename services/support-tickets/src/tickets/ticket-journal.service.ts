import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { Identity, writeEvent } from '@guide/platform';
import { TicketUserEntity } from '../ticket-users/ticket-user.entity';
import { TicketEntity } from './ticket.entity';
import { TicketJournalEntity } from './ticket-journal.entity';

/** What a journal entry holds besides its generated id, sequence and date. */
export type JournalEntry = Omit<TicketJournalEntity, 'id' | 'seq' | 'createdAt'>;

/** Who wrote a journal entry: the staff member's email, else their id. */
export const authorOf = (identity: Identity): string => (identity.kind === 'anonymous' ? 'system' : identity.email || identity.id);

/**
 * The journal of tickets (Redmine's history): one `ticket_journal` row per updateTicket call or customer
 * answer, with the note and the field changes, and the `tickets.note.added` event of a note. Every write
 * takes the caller's EntityManager: an entry commits with the change it records, never on its own.
 */
@Injectable()
export class TicketJournalService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes one entry; its id (the note's id in `tickets.note.added`). */
  async write(manager: EntityManager, entry: JournalEntry): Promise<string> {
    const result = await manager.getRepository(TicketJournalEntity).insert(entry);
    return result.identifiers[0].id as string;
  }

  /** A journal entry bumps the ticket's updated_at (myTickets and UPDATED_DESC follow the conversation). */
  async touch(manager: EntityManager, ticketId: string): Promise<void> {
    await manager.query('UPDATE ticket SET updated_at = clock_timestamp() WHERE id = $1', [ticketId]);
  }

  /** `tickets.note.added`: the mailer sends a public note to the requester, an internal one to the assignee only. */
  async announceNote(
    manager: EntityManager,
    ticket: TicketEntity,
    noteId: string,
    notes: string,
    who: { public: boolean; author: string; authorId: string; byRequester: boolean },
  ): Promise<void> {
    const assignee = ticket.assigneeId ? await manager.getRepository(TicketUserEntity).findOneBy({ id: ticket.assigneeId }) : null;
    await writeEvent(manager, Events.ticketNoteAdded, ticket.id, {
      ticketId: ticket.id,
      noteId,
      subject: ticket.subject,
      notes,
      public: who.public,
      author: who.author,
      authorId: who.authorId,
      byRequester: who.byRequester,
      requesterEmail: ticket.requesterEmail ?? '',
      requesterLanguage: ticket.requesterLanguage ?? '',
      assigneeEmail: assignee?.mail ?? '',
      addedAt: new Date().toISOString(),
    });
  }

  /** Loader fetch: the entries of a batch of tickets, oldest first. */
  journalOf(ticketIds: string[]): Promise<TicketJournalEntity[]> {
    return this.dataSource
      .getRepository(TicketJournalEntity)
      .createQueryBuilder('j')
      .where('j.ticket_id IN (:...ticketIds)', { ticketIds })
      .orderBy('j.seq', 'ASC')
      .getMany();
  }
}
