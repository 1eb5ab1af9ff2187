import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, FieldErrors, badInput } from '@guide/platform';
import { parseDateBound } from '../tickets/ticket.validation';
import { StoredTicketFilter, TicketSavedFilterEntity } from './saved-filter.entity';
import type { TicketFilterInput } from '../generated/graphql';

export const SAVED_FILTER_NAME_MAX = 60;
export const SAVED_FILTERS_MAX = 50;

const FIELDS = ['subject', 'createdAfter', 'createdBefore', 'status', 'trackerId', 'assigneeId', 'priority', 'sort'] as const;

/** Each staff member's saved ticket-list filters; nobody sees or deletes another's. */
@Injectable()
export class SavedFiltersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(staffId: string): Promise<TicketSavedFilterEntity[]> {
    return this.dataSource.getRepository(TicketSavedFilterEntity).find({ where: { staffId }, order: { nameKey: 'ASC', name: 'ASC' } });
  }

  /**
   * Replaces the staff member's filter of the same name (whatever the case), else adds one while they have
   * fewer than SAVED_FILTERS_MAX. Date bounds are checked as the ticket list reads them; blank fields are dropped.
   */
  async save(staffId: string, name: string, input: TicketFilterInput): Promise<TicketSavedFilterEntity> {
    const value = (name ?? '').trim();
    const errors: FieldErrors = {};
    if (!value) errors.name = 'REQUIRED';
    else if ([...value].length > SAVED_FILTER_NAME_MAX) errors.name = 'TOO_LONG';
    for (const field of ['createdAfter', 'createdBefore'] as const) {
      try {
        parseDateBound(field, input?.[field]);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors[field] = 'DATE_INVALID';
      }
    }
    if (Object.keys(errors).length) throw badInput(errors);
    const filter: StoredTicketFilter = {};
    for (const field of FIELDS) {
      const v = input?.[field]?.trim();
      if (v) filter[field] = v;
    }
    return this.dataSource.transaction(async (manager) => {
      // One staff member's saves run one at a time, so two at once cannot pass the limit together.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`support-tickets.saved-filter.${staffId}`]);
      const repo = manager.getRepository(TicketSavedFilterEntity);
      const nameKey = value.toLowerCase();
      const existing = await repo.findOneBy({ staffId, nameKey });
      if (existing) {
        Object.assign(existing, { name: value, filter });
        return repo.save(existing);
      }
      if ((await repo.countBy({ staffId })) >= SAVED_FILTERS_MAX) throw badInput({ name: 'TOO_MANY' }, `At most ${SAVED_FILTERS_MAX} saved filters`);
      return repo.save(repo.create({ staffId, name: value, nameKey, filter }));
    });
  }

  /** False when unknown or another staff member's. */
  async remove(staffId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(TicketSavedFilterEntity).delete({ id, staffId });
    return (result.affected ?? 0) > 0;
  }
}
