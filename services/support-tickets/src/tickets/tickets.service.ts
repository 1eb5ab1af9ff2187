import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Identity, actorOf, likeContains, paginateQuery } from '@guide/platform';
import { TicketEntity } from './ticket.entity';
import { TICKET_MACHINE, TicketStatus } from './ticket-status';
import { TicketInput, parseDateBound, validateTicketInput } from './ticket.validation';

export interface TicketListArgs {
  first?: number | null;
  after?: string | null;
  subject?: string | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
}

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
    return repo.save(repo.create({ ...fields, status: 'NEW' }));
  }

  /** Every status change goes through the table in ticket-status.ts (history and event included). */
  async updateStatus(id: string, status: TicketStatus, by: Identity): Promise<TicketEntity> {
    return this.dataSource.transaction(
      async (manager) => (await TICKET_MACHINE.transition(manager, { target: TicketEntity, id, to: status, actorId: actorOf(by) })).row,
    );
  }
}
