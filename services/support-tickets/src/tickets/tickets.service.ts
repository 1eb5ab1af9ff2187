import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { TicketGroupEntity, TicketUserEntity } from '../ticket-users/ticket-user.entity';
import { FieldErrors, Identity, actorOf, badInput, likeContains, notFound, paginateQuery, writeEvent } from '@guide/platform';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';
import { TrackerEntity } from '../trackers/tracker.entity';
import { TicketEntity } from './ticket.entity';
import { TicketChange, TicketJournalEntity } from './ticket-journal.entity';
import { TICKET_MACHINE, TicketPriority, TicketStatus } from './ticket-status';
import { TicketPatch, TicketUpdateInput, readTicketPatch } from './ticket-update';
import { TicketInput, parseDateBound, validateTicketInput } from './ticket.validation';

export interface TicketListArgs {
  first?: number | null;
  after?: string | null;
  subject?: string | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
  status?: TicketStatus | null;
  trackerId?: string | null;
  priority?: TicketPriority | null;
  assigneeId?: string | null;
}

/** The fields of the journal, in the order a change is listed. */
const JOURNALED: readonly (keyof TicketPatch)[] = ['subject', 'description', 'priority', 'status', 'trackerId', 'assigneeId', 'assignedGroupId', 'parentId', 'startDate', 'dueDate'];

/** Who wrote a journal entry: the staff member's email, else their id. */
const authorOf = (identity: Identity): string => (identity.kind === 'anonymous' ? 'system' : identity.email || identity.id);

/** Days typed in the back office are French days, whatever the server's clock says. */
const SITE_TIME_ZONE = 'Europe/Paris';

@Injectable()
export class TicketsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A day bound covers the whole day: createdAfter 2024-03-01 includes it, createdBefore 2024-03-31 too. */
  async list(args: TicketListArgs) {
    const after = parseDateBound('createdAfter', args.createdAfter);
    const before = parseDateBound('createdBefore', args.createdBefore);
    const qb = this.dataSource.getRepository(TicketEntity).createQueryBuilder('t').setParameter('tz', SITE_TIME_ZONE);
    const subject = args.subject?.trim();
    if (subject) qb.andWhere('t.subject ILIKE :subject', { subject: likeContains(subject) });
    if (args.status) qb.andWhere('t.status = :status', { status: args.status });
    if (args.priority) qb.andWhere('t.priority = :priority', { priority: args.priority });
    if (args.assigneeId) qb.andWhere('t.assignee_id = :assigneeId', { assigneeId: args.assigneeId });
    if (args.trackerId) qb.andWhere('t.tracker_id = :trackerId', { trackerId: args.trackerId });
    if (after) {
      if ('day' in after) qb.andWhere(`t.created_at >= (CAST(:afterDay AS date)::timestamp AT TIME ZONE :tz)`, { afterDay: after.day });
      else qb.andWhere('t.created_at >= :afterInstant', { afterInstant: after.instant });
    }
    if (before) {
      if ('day' in before) qb.andWhere(`t.created_at < ((CAST(:beforeDay AS date) + 1)::timestamp AT TIME ZONE :tz)`, { beforeDay: before.day });
      else qb.andWhere('t.created_at < :beforeInstant', { beforeInstant: before.instant });
    }
    return paginateQuery(args, qb.orderBy('t.created_at', 'DESC').addOrderBy('t.id', 'ASC'));
  }

  async create(input: TicketInput): Promise<TicketEntity> {
    const fields = validateTicketInput(input);
    const repo = this.dataSource.getRepository(TicketEntity);
    return repo.save(repo.create({ ...fields, status: 'NEW', trackerId: TRACKER_IDS.SUPPORT }));
  }

  /** Every status change goes through the table in ticket-status.ts (history and event included). */
  async updateStatus(id: string, status: TicketStatus, by: Identity): Promise<TicketEntity> {
    return this.dataSource.transaction(
      async (manager) => (await TICKET_MACHINE.transition(manager, { target: TicketEntity, id, to: status, actorId: actorOf(by) })).row,
    );
  }

  async get(id: string): Promise<TicketEntity | null> {
    return this.dataSource.getRepository(TicketEntity).findOneBy({ id });
  }

  trackers(): Promise<TrackerEntity[]> {
    return this.dataSource.getRepository(TrackerEntity).find({ order: { position: 'ASC', name: 'ASC' } });
  }

  /**
   * Changes what the input names, in one transaction: the row is locked, the fields checked (all field
   * errors at once), the status moved through TICKET_MACHINE (history, event, SUBTASKS_OPEN guard) and
   * one journal entry written with every field that really changed. A call that changes nothing and
   * carries no note writes no entry.
   */
  async update(id: string, input: TicketUpdateInput, by: Identity): Promise<TicketEntity> {
    const { patch, notes, errors } = readTicketPatch(input ?? {});
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(TicketEntity);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw notFound('Ticket');
      await this.checkReferences(manager, id, patch, errors);
      const startDate = patch.startDate !== undefined ? patch.startDate : before.startDate;
      const dueDate = patch.dueDate !== undefined ? patch.dueDate : before.dueDate;
      if (!errors.startDate && !errors.dueDate && startDate && dueDate && dueDate < startDate) errors.dueDate = 'DUE_BEFORE_START';
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
      if (patch.assigneeId !== undefined || patch.assignedGroupId !== undefined) {
        const after = await repo.findOneByOrFail({ id });
        if (after.assigneeId !== before.assigneeId || after.assignedGroupId !== before.assignedGroupId) await this.announceAssignment(manager, before, after, by);
      }
      if (changes.length || notes) {
        await manager.getRepository(TicketJournalEntity).insert({ ticketId: id, author: authorOf(by), authorId: actorOf(by), notes, changes });
      }
      return repo.findOneByOrFail({ id });
    });
  }

  /** `tickets.ticket.assigned` for the mailer (requester fields stay empty until customers open tickets). */
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
      requesterEmail: '',
      requesterLanguage: '',
      assignedAt: new Date().toISOString(),
    });
  }

  /** Tracker, assignee, group and parent must exist; a parent may not be the ticket itself nor one of its subtasks (any depth). */
  private async checkReferences(manager: EntityManager, id: string, patch: TicketPatch, errors: FieldErrors): Promise<void> {
    if (patch.trackerId && !(await manager.getRepository(TrackerEntity).existsBy({ id: patch.trackerId }))) errors.trackerId = 'NOT_FOUND';
    if (patch.assigneeId && !(await manager.getRepository(TicketUserEntity).existsBy({ id: patch.assigneeId }))) errors.assigneeId = 'NOT_FOUND';
    if (patch.assignedGroupId && !(await manager.getRepository(TicketGroupEntity).existsBy({ id: patch.assignedGroupId }))) errors.assignedGroupId = 'NOT_FOUND';
    if (!patch.parentId) return;
    if (patch.parentId === id) {
      errors.parentId = 'PARENT_INVALID';
      return;
    }
    // Parent changes are serialised so two concurrent moves cannot close a cycle the other one cannot see.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('support-tickets.ticket.parent'))`);
    const [parent] = await manager.query(`SELECT id FROM ticket WHERE id = $1 FOR SHARE`, [patch.parentId]);
    if (!parent) {
      errors.parentId = 'NOT_FOUND';
      return;
    }
    const [cycle] = await manager.query(
      `WITH RECURSIVE up(id, parent_id) AS (
         SELECT id, parent_id FROM ticket WHERE id = $1
         UNION SELECT t.id, t.parent_id FROM ticket t JOIN up ON t.id = up.parent_id)
       SELECT 1 FROM up WHERE id = $2 LIMIT 1`,
      [patch.parentId, id],
    );
    if (cycle) errors.parentId = 'PARENT_INVALID';
  }

  /** Deletes the tickets that exist among `ids` (their journal with them); their subtasks lose their parent. */
  async deleteMany(ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (!unique.length) return 0;
    const result = await this.dataSource.getRepository(TicketEntity).delete({ id: In(unique) });
    return result.affected ?? 0;
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

  /** Oldest first. */
  journalOf(ticketIds: string[]): Promise<TicketJournalEntity[]> {
    return this.dataSource
      .getRepository(TicketJournalEntity)
      .createQueryBuilder('j')
      .where('j.ticket_id IN (:...ticketIds)', { ticketIds })
      .orderBy('j.seq', 'ASC')
      .getMany();
  }
}
