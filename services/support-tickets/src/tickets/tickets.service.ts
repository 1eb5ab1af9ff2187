import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import {
  AppError,
  FieldErrors,
  Identity,
  PageArgs,
  actorOf,
  badInput,
  forbidden,
  hasPermission,
  likeContains,
  lockReferencedRow,
  notFound,
  paginateQuery,
  tooManyRequests,
  unauthenticated,
  writeEvent,
  type Locale,
} from '@guide/platform';
import { supportRequestSchema, ticketNoteSchema, validateWith } from '@guide/validation';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';
import { TicketGroupEntity, TicketUserEntity } from '../ticket-users/ticket-user.entity';
import { TrackerEntity } from '../trackers/tracker.entity';
import { TicketEntity } from './ticket.entity';
import { TicketChange } from './ticket-journal.entity';
import { TicketCustomValuesService } from './ticket-custom-values.service';
import { TicketJournalService, authorOf } from './ticket-journal.service';
import { TicketWatchersService } from './ticket-watchers.service';
import { TICKET_MACHINE, TicketStatus } from './ticket-status';
import type { QueryTicketsArgs, TicketInput, TicketUpdateInput } from '../generated/graphql';
import { TicketPatch, readTicketPatch } from './ticket-update';
import { checkTicketInput, parseDateBound } from './ticket.validation';

export const TICKET_SORTS = ['CREATED_DESC', 'CREATED_ASC', 'UPDATED_DESC', 'PRIORITY_DESC', 'DUE_DATE_ASC', 'SUBJECT_ASC', 'STATUS_ASC'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** The fields of the journal, in the order a change is listed (custom fields, then watchers, follow). */
const JOURNALED: readonly (keyof TicketPatch)[] = [
  'subject',
  'description',
  'priority',
  'status',
  'trackerId',
  'assigneeId',
  'assignedGroupId',
  'parentId',
  'startDate',
  'dueDate',
];

/** Days typed in the back office are French days, whatever the server's clock says. */
const SITE_TIME_ZONE = 'Europe/Paris';

/** A customer may open this many tickets per rolling hour (TOO_MANY_REQUESTS beyond). */
export const CUSTOMER_TICKETS_PER_HOUR = 10;

/**
 * Each sort as SQL over alias `t`, always ending with the id so equal keys keep one order across pages
 * (the cursors are offsets). Ranks spell out the business order, not the alphabet.
 */
const SORT_SQL: Record<TicketSort, [string, 'ASC' | 'DESC', ('NULLS LAST' | undefined)?][]> = {
  CREATED_DESC: [['t.created_at', 'DESC']],
  CREATED_ASC: [['t.created_at', 'ASC']],
  UPDATED_DESC: [['t.updated_at', 'DESC']],
  PRIORITY_DESC: [
    [`array_position(ARRAY['URGENT','HIGH','NORMAL','LOW']::text[], t.priority)`, 'ASC'],
    ['t.created_at', 'DESC'],
  ],
  DUE_DATE_ASC: [
    ['t.due_date', 'ASC', 'NULLS LAST'],
    ['t.created_at', 'DESC'],
  ],
  SUBJECT_ASC: [['lower(t.subject)', 'ASC']],
  STATUS_ASC: [
    [`array_position(ARRAY['NEW','IN_PROGRESS','RESOLVED','CLOSED','REJECTED']::text[], t.status)`, 'ASC'],
    ['t.created_at', 'DESC'],
  ],
};

/** Bulk status: the codes a ticket can be refused with (anything else is a server fault and propagates). */
const BULK_REFUSALS = ['INVALID_TRANSITION', 'SUBTASKS_OPEN'];

const STATUSES_CLOSED: readonly TicketStatus[] = ['CLOSED', 'REJECTED'];

/**
 * The ticket core: lists and reads, creation, updates (fields, status, parent, assignment) and deletion.
 * The journal, the watchers and the custom values are their own services; each write here opens one
 * transaction and hands its EntityManager to them, so a call still commits (or fails) as one.
 */
@Injectable()
export class TicketsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly journal: TicketJournalService,
    private readonly watchers: TicketWatchersService,
    private readonly customValues: TicketCustomValuesService,
  ) {}

  /** A day bound covers the whole day: createdAfter 2024-03-01 includes it, createdBefore 2024-03-31 too. */
  async list(args: QueryTicketsArgs) {
    const after = parseDateBound('createdAfter', args.createdAfter);
    const before = parseDateBound('createdBefore', args.createdBefore);
    const qb = this.dataSource.getRepository(TicketEntity).createQueryBuilder('t').setParameter('tz', SITE_TIME_ZONE);
    const subject = args.subject?.trim();
    if (subject) qb.andWhere('t.subject ILIKE :subject', { subject: likeContains(subject) });
    if (args.status) qb.andWhere('t.status = :status', { status: args.status });
    if (args.priority) qb.andWhere('t.priority = :priority', { priority: args.priority });
    if (args.assigneeId) qb.andWhere('t.assignee_id = :assigneeId', { assigneeId: args.assigneeId });
    if (args.trackerId) qb.andWhere('t.tracker_id = :trackerId', { trackerId: args.trackerId });
    // Indexed by ticket_requester (the requester's tickets).
    if (args.customerId) qb.andWhere('t.requester_customer_id = :customerId', { customerId: args.customerId });
    if (after) {
      if ('day' in after) qb.andWhere(`t.created_at >= (CAST(:afterDay AS date)::timestamp AT TIME ZONE :tz)`, { afterDay: after.day });
      else qb.andWhere('t.created_at >= :afterInstant', { afterInstant: after.instant });
    }
    if (before) {
      if ('day' in before) qb.andWhere(`t.created_at < ((CAST(:beforeDay AS date) + 1)::timestamp AT TIME ZONE :tz)`, { beforeDay: before.day });
      else qb.andWhere('t.created_at < :beforeInstant', { beforeInstant: before.instant });
    }
    const sort = SORT_SQL[args.sort ?? 'CREATED_DESC'] ?? SORT_SQL.CREATED_DESC;
    for (const [expr, dir, nulls] of sort) qb.addOrderBy(expr, dir, nulls);
    return paginateQuery(args, qb.addOrderBy('t.id', 'ASC'));
  }

  /** A signed-in customer's own tickets, most recently updated first. */
  myTickets(customerId: string, args: PageArgs) {
    const qb = this.dataSource
      .getRepository(TicketEntity)
      .createQueryBuilder('t')
      .where('t.requester_customer_id = :customerId', { customerId })
      .orderBy('t.updated_at', 'DESC')
      .addOrderBy('t.id', 'ASC');
    return paginateQuery(args, qb);
  }

  /**
   * Back office: tracker (support request when omitted), assignee, group, parent, watchers and custom
   * values checked as updateTicket checks them (all field errors at once); every required custom field of
   * the tracker needs a value. Writes `tickets.ticket.created` (no requester) in the same transaction.
   */
  async create(input: TicketInput, by: Identity): Promise<TicketEntity> {
    const { values, errors } = checkTicketInput(input);
    return this.dataSource.transaction(async (manager) => {
      const refs: TicketPatch = {
        trackerId: input.trackerId || TRACKER_IDS.SUPPORT,
        assigneeId: input.assigneeId || null,
        assignedGroupId: input.assignedGroupId || null,
        parentId: input.parentId || null,
      };
      await this.lockReferences(manager, refs, errors);
      await this.checkParent(manager, null, refs.parentId, errors);
      const watchers = await this.watchers.read(manager, input.watcherIds, errors);
      const custom = errors.trackerId
        ? new Map<string, string | null>()
        : await this.customValues.read(manager, refs.trackerId!, input.customFields ?? [], errors, true);
      if (!values || Object.keys(errors).length) throw badInput(errors);

      const repo = manager.getRepository(TicketEntity);
      const ticket = await repo.save(repo.create({ ...values, ...refs, status: 'NEW' }));
      if (watchers) await this.watchers.replace(manager, ticket.id, watchers);
      await this.customValues.write(manager, ticket.id, custom);
      await this.announceCreation(manager, ticket, actorOf(by) ?? '');
      return ticket;
    });
  }

  /**
   * A signed-in customer's support request: tracker SUPPORT, NEW, NORMAL, their email and language as
   * requester. The order, when named, must be one of theirs (customer_order, fed by commerce.order.placed).
   * At most CUSTOMER_TICKETS_PER_HOUR per rolling hour, counted under a per-customer lock so two
   * concurrent requests cannot both pass the limit.
   */
  async openSupportTicket(
    customer: { id: string; email?: string },
    language: Locale,
    input: { subject: string; description: string; orderNumber?: string | null },
  ): Promise<TicketEntity> {
    const result = validateWith(supportRequestSchema, input);
    const errors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('support-tickets.open:' || $1))`, [customer.id]);
      const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM ticket WHERE requester_customer_id = $1 AND created_at > now() - interval '1 hour'`, [
        customer.id,
      ]);
      if (n >= CUSTOMER_TICKETS_PER_HOUR) throw tooManyRequests('Too many support requests, try again later');
      const orderNumber = result.ok ? result.value.orderNumber : null;
      if (orderNumber && !errors.orderNumber) {
        const mine: unknown[] = await manager.query('SELECT 1 FROM customer_order WHERE number = $1 AND customer_id = $2', [orderNumber, customer.id]);
        if (!mine.length) errors.orderNumber = 'NOT_FOUND';
      }
      if (!result.ok || Object.keys(errors).length) throw badInput(errors);

      const repo = manager.getRepository(TicketEntity);
      const ticket = await repo.save(
        repo.create({
          subject: result.value.subject,
          description: result.value.description,
          priority: 'NORMAL',
          status: 'NEW',
          trackerId: TRACKER_IDS.SUPPORT,
          requesterCustomerId: customer.id,
          requesterEmail: customer.email?.trim().toLowerCase() || null,
          requesterLanguage: language,
          orderNumber,
        }),
      );
      await this.announceCreation(manager, ticket, customer.id);
      return ticket;
    });
  }

  /** `tickets.ticket.created` for the mailer (requester fields empty for a staff-made ticket). */
  private async announceCreation(manager: EntityManager, ticket: TicketEntity, createdBy: string): Promise<void> {
    const tracker = await manager.getRepository(TrackerEntity).findOneBy({ id: ticket.trackerId });
    await writeEvent(manager, Events.ticketCreated, ticket.id, {
      ticketId: ticket.id,
      subject: ticket.subject,
      description: ticket.description ?? '',
      tracker: tracker?.name ?? '',
      priority: ticket.priority,
      status: ticket.status,
      parentId: ticket.parentId ?? '',
      orderNumber: ticket.orderNumber ?? '',
      requesterCustomerId: ticket.requesterCustomerId ?? '',
      requesterEmail: ticket.requesterEmail ?? '',
      requesterLanguage: ticket.requesterLanguage ?? '',
      createdBy,
      createdAt: ticket.createdAt.toISOString(),
    });
  }

  /** Every status change goes through the table in ticket-status.ts (history and event included). */
  async updateStatus(id: string, status: TicketStatus, by: Identity): Promise<TicketEntity> {
    return this.dataSource.transaction(
      async (manager) => (await TICKET_MACHINE.transition(manager, { target: TicketEntity, id, to: status, actorId: actorOf(by) })).row,
    );
  }

  /**
   * updateTicket({ status }) on each ticket, each in its own transaction (journal entry and event
   * included). A ticket already in that status is left out of both counts; the refused are listed.
   */
  async updateManyStatus(ids: readonly string[], status: TicketStatus, by: Identity): Promise<{ updated: number; refused: { id: string; code: string }[] }> {
    let updated = 0;
    const refused: { id: string; code: string }[] = [];
    for (const id of [...new Set(ids)]) {
      const current = await this.get(id);
      if (!current) {
        refused.push({ id, code: 'NOT_FOUND' });
        continue;
      }
      if (current.status === status) continue;
      try {
        const after = await this.update(id, { status }, by);
        if (after.status === status) updated += 1;
      } catch (e) {
        const ext = e instanceof AppError ? (e.extensions as { code?: string; fieldErrors?: FieldErrors }) : undefined;
        const code = ext?.code === 'NOT_FOUND' ? 'NOT_FOUND' : ext?.fieldErrors?.status;
        if (!code || (code !== 'NOT_FOUND' && !BULK_REFUSALS.includes(code))) throw e;
        refused.push({ id, code });
      }
    }
    return { updated, refused };
  }

  async get(id: string): Promise<TicketEntity | null> {
    return this.dataSource.getRepository(TicketEntity).findOneBy({ id });
  }

  /**
   * `ticket(id)`: staff need support.tickets.view (null when unknown); a customer reads only a ticket
   * they opened (NOT_FOUND otherwise, so another's ticket is not even confirmed to exist).
   */
  async getFor(id: string, identity: Identity): Promise<TicketEntity | null> {
    if (identity.kind === 'anonymous') throw unauthenticated();
    if (identity.kind === 'admin') {
      if (!hasPermission(identity, 'support.tickets.view')) throw forbidden('Missing permission support.tickets.view');
      return this.get(id);
    }
    const ticket = await this.dataSource.getRepository(TicketEntity).findOneBy({ id, requesterCustomerId: identity.id });
    if (!ticket) throw notFound('Ticket');
    return ticket;
  }

  trackers(): Promise<TrackerEntity[]> {
    return this.dataSource.getRepository(TrackerEntity).find({ order: { position: 'ASC', name: 'ASC' } });
  }

  /**
   * Changes what the input names, in one transaction: the row is locked, the fields checked (all field
   * errors at once), the status moved through TICKET_MACHINE (history, event, SUBTASKS_OPEN guard) and
   * one journal entry written with every field that really changed. A call that changes nothing and
   * carries no note writes no entry. A note writes `tickets.note.added` (public unless internal).
   */
  async update(id: string, input: TicketUpdateInput, by: Identity): Promise<TicketEntity> {
    const { patch, notes, errors } = readTicketPatch(input ?? {});
    const internal = Boolean(notes && input?.internalNotes);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(TicketEntity);
      // Referenced rows first, then the ticket: the order deleteTicketUser / deleteTicketGroup lock in.
      await this.lockReferences(manager, patch, errors);
      const watchers = await this.watchers.read(manager, input?.watcherIds, errors);
      const before = await this.lockTicket(manager, id, patch.parentId);
      if (!before) throw notFound('Ticket');
      await this.checkParent(manager, id, patch.parentId, errors);
      const startDate = patch.startDate !== undefined ? patch.startDate : before.startDate;
      const dueDate = patch.dueDate !== undefined ? patch.dueDate : before.dueDate;
      if (!errors.startDate && !errors.dueDate && startDate && dueDate && dueDate < startDate) errors.dueDate = 'DUE_BEFORE_START';
      const custom =
        input?.customFields && !errors.trackerId
          ? await this.customValues.read(manager, patch.trackerId ?? before.trackerId, input.customFields, errors, false)
          : new Map<string, string | null>();
      if (Object.keys(errors).length) throw badInput(errors);

      const changes: TicketChange[] = [];
      const fields: Partial<TicketEntity> = {};
      for (const field of JOURNALED) {
        const to = patch[field];
        if (to === undefined || to === before[field]) continue;
        changes.push({ field, from: before[field] ?? null, to: to ?? null });
        if (field !== 'status') (fields as Record<string, unknown>)[field] = to;
      }
      if (Object.keys(fields).length) await repo.update({ id }, fields);
      if (patch.status !== undefined && patch.status !== before.status) {
        await TICKET_MACHINE.transition(manager, { target: TicketEntity, id, to: patch.status, actorId: actorOf(by) });
      }
      changes.push(...(await this.customValues.write(manager, id, custom)));
      if (watchers) {
        const change = await this.watchers.replace(manager, id, watchers);
        if (change) changes.push(change);
      }
      const after = await repo.findOneByOrFail({ id });
      if (after.assigneeId !== before.assigneeId || after.assignedGroupId !== before.assignedGroupId) await this.announceAssignment(manager, before, after, by);
      if (changes.length || notes) {
        if (!Object.keys(fields).length) await this.journal.touch(manager, id);
        const entryId = await this.journal.write(manager, {
          ticketId: id,
          author: authorOf(by),
          authorId: actorOf(by),
          notes,
          changes,
          internal,
          authorKind: 'STAFF',
        });
        if (notes)
          await this.journal.announceNote(manager, after, entryId, notes, {
            public: !internal,
            author: authorOf(by),
            authorId: actorOf(by) ?? '',
            byRequester: false,
          });
      }
      return repo.findOneByOrFail({ id });
    });
  }

  /**
   * A customer's answer on their own ticket: a public note, journaled as CUSTOMER with their email. A
   * RESOLVED ticket goes back to IN_PROGRESS through the lifecycle table (the change in the same entry);
   * CLOSED and REJECTED are final (TICKET_CLOSED: a new problem is a new ticket).
   */
  async addCustomerNote(customer: { id: string; email?: string }, id: string, rawNotes: string): Promise<TicketEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(TicketEntity);
      const ticket = await repo.findOne({ where: { id, requesterCustomerId: customer.id }, lock: { mode: 'pessimistic_write' } });
      if (!ticket) throw notFound('Ticket');
      const result = validateWith(ticketNoteSchema, { notes: rawNotes });
      if (!result.ok) throw badInput(result.fieldErrors);
      if (STATUSES_CLOSED.includes(ticket.status)) throw badInput({ notes: 'TICKET_CLOSED' });
      const changes: TicketChange[] = [];
      if (ticket.status === 'RESOLVED') {
        await TICKET_MACHINE.transition(manager, { target: TicketEntity, id, to: 'IN_PROGRESS', actorId: customer.id });
        changes.push({ field: 'status', from: 'RESOLVED', to: 'IN_PROGRESS' });
      } else {
        await this.journal.touch(manager, id);
      }
      const author = customer.email || ticket.requesterEmail || customer.id;
      const notes = result.value.notes;
      const entryId = await this.journal.write(manager, {
        ticketId: id,
        author,
        authorId: customer.id,
        notes,
        changes,
        internal: false,
        authorKind: 'CUSTOMER',
      });
      const after = await repo.findOneByOrFail({ id });
      await this.journal.announceNote(manager, after, entryId, notes, { public: true, author, authorId: customer.id, byRequester: true });
      return after;
    });
  }

  /** `tickets.ticket.assigned` for the mailer. */
  private async announceAssignment(manager: EntityManager, before: TicketEntity, after: TicketEntity, by: Identity): Promise<void> {
    const assignee = after.assigneeId ? await manager.getRepository(TicketUserEntity).findOneBy({ id: after.assigneeId }) : null;
    const group = after.assignedGroupId ? await manager.getRepository(TicketGroupEntity).findOneBy({ id: after.assignedGroupId }) : null;
    await writeEvent(manager, Events.ticketAssigned, after.id, {
      ticketId: after.id,
      subject: after.subject,
      assigneeId: assignee?.id ?? '',
      assigneeEmail: assignee?.mail ?? '',
      assigneeName: assignee ? `${assignee.firstName} ${assignee.lastName}` : '',
      assignedGroupId: group?.id ?? '',
      assignedGroupName: group?.name ?? '',
      previousAssigneeId: before.assigneeId ?? '',
      assignedBy: actorOf(by) ?? '',
      requesterEmail: after.requesterEmail ?? '',
      requesterLanguage: after.requesterLanguage ?? '',
      assignedAt: new Date().toISOString(),
    });
  }

  /**
   * Tracker, assignee and group must exist (NOT_FOUND). The assignee and the group are locked FOR KEY SHARE
   * (what their foreign keys need) until the transaction ends: a concurrent deleteTicketUser /
   * deleteTicketGroup then waits for this write and unassigns the ticket, or, when it came first, is seen
   * here as NOT_FOUND instead of failing the write on the foreign key. Trackers are never deleted.
   */
  private async lockReferences(manager: EntityManager, patch: TicketPatch, errors: FieldErrors): Promise<void> {
    if (patch.trackerId && !(await manager.getRepository(TrackerEntity).existsBy({ id: patch.trackerId }))) errors.trackerId = 'NOT_FOUND';
    if (patch.assigneeId && !(await lockReferencedRow(manager, 'ticket_user', patch.assigneeId))) errors.assigneeId = 'NOT_FOUND';
    if (patch.assignedGroupId && !(await lockReferencedRow(manager, 'ticket_group', patch.assignedGroupId))) errors.assignedGroupId = 'NOT_FOUND';
  }

  /**
   * Locks the ticket FOR UPDATE (null when unknown). With a new parent, parent changes are serialised
   * first (two concurrent moves cannot close a cycle, at any depth, that neither one sees), then the
   * ticket and its new parent are locked together in id order: two calls making X the parent of Y and Y
   * the parent of X queue instead of deadlocking, and the second sees the first's move (PARENT_INVALID).
   */
  private async lockTicket(manager: EntityManager, id: string, parentId: string | null | undefined): Promise<TicketEntity | null> {
    if (parentId && parentId !== id) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('support-tickets.ticket.parent'))`);
      await manager.query('SELECT id FROM ticket WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [[id, parentId]]);
    }
    return manager.getRepository(TicketEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The parent must exist (locked until the transaction ends, so deleteTickets cannot remove it under
   * a new subtask) and may not be the ticket itself nor one of its subtasks (any depth). `id` is null
   * for a ticket being created (it has no subtasks yet).
   */
  private async checkParent(manager: EntityManager, id: string | null, parentId: string | null | undefined, errors: FieldErrors): Promise<void> {
    if (!parentId) return;
    if (parentId === id) {
      errors.parentId = 'PARENT_INVALID';
      return;
    }
    if (!(await lockReferencedRow(manager, 'ticket', parentId))) {
      errors.parentId = 'NOT_FOUND';
      return;
    }
    if (!id) return;
    const [cycle] = await manager.query(
      `WITH RECURSIVE up(id, parent_id) AS (
         SELECT id, parent_id FROM ticket WHERE id = $1
         UNION SELECT t.id, t.parent_id FROM ticket t JOIN up ON t.id = up.parent_id)
       SELECT 1 FROM up WHERE id = $2 LIMIT 1`,
      [parentId, id],
    );
    if (cycle) errors.parentId = 'PARENT_INVALID';
  }

  /**
   * Deletes the tickets that exist among `ids` (their journal with them); their subtasks lose their parent.
   * The tickets and their subtasks are locked first in id order, the order updateTicket locks a ticket and
   * its new parent in, so a delete and a move wait for each other instead of deadlocking.
   */
  async deleteMany(ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM ticket WHERE id = ANY($1::uuid[]) OR parent_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [unique]);
      const result = await manager.getRepository(TicketEntity).delete({ id: In(unique) });
      return result.affected ?? 0;
    });
  }

  /** Loader fetches: rows for a batch of keys. */
  ticketsByIds(ids: string[]): Promise<TicketEntity[]> {
    return this.dataSource.getRepository(TicketEntity).findBy({ id: In(ids) });
  }

  trackersByIds(ids: string[]): Promise<TrackerEntity[]> {
    return this.dataSource.getRepository(TrackerEntity).findBy({ id: In(ids) });
  }

  subtasksOf(parentIds: string[]): Promise<TicketEntity[]> {
    return this.dataSource.getRepository(TicketEntity).find({ where: { parentId: In(parentIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
