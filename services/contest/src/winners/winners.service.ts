import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, loadGroupsByKey, perRequest, writeEvent } from '@guide/platform';
import { validateContestWinners } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import { ContestEditionEntity } from '../editions/edition.entity';
import { EditionsService } from '../editions/editions.service';
import { CONTEST_CATEGORIES } from '../registrations/contest.constants';
import { ContestWinnerEntity } from './winner.entity';
import type { ContestWinnerInput } from '../generated/graphql';

/** By category (in the vocabulary's order), then rank. */
const ORDER = `array_position($2::text[], category), rank`;

@Injectable()
export class WinnersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly editions: EditionsService,
  ) {}

  /** Every edition's winners of one request in one query. */
  readonly loaders = perRequest(() => ({
    byEdition: loadGroupsByKey<number, ContestWinnerEntity>(
      (years) => this.listOf(this.dataSource.manager, years),
      (w) => w.edition,
    ),
  }));

  private async listOf(manager: EntityManager, years: number[]): Promise<ContestWinnerEntity[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT id, edition, category, rank, name, establishment_name, establishment_id, registration_id
         FROM contest_winner WHERE edition = ANY($1::int[]) ORDER BY edition, ${ORDER}`,
      [years, [...CONTEST_CATEGORIES]],
    );
    return rows.map((r) =>
      manager.create(ContestWinnerEntity, {
        id: r.id as string,
        edition: r.edition as number,
        category: r.category as ContestWinnerEntity['category'],
        rank: r.rank as number,
        name: r.name as string,
        establishmentName: r.establishment_name as string,
        establishmentId: (r.establishment_id as string | null) ?? null,
        registrationId: (r.registration_id as string | null) ?? null,
      }),
    );
  }

  /**
   * Replaces the edition's whole list in one transaction. A published edition stays published and its
   * new list is published again (contest.winners.published carries the whole list).
   */
  async set(year: number, winners: ContestWinnerInput[]): Promise<ContestEditionEntity> {
    const result = validateContestWinners(winners);
    if (!result.ok) throw badInput(result.fieldErrors);
    const list = result.value;
    return this.dataSource.transaction(async (manager) => {
      const edition = await this.editions.lock(year, manager);
      const registrationIds = [...new Set(list.map((w) => w.registrationId).filter((id): id is string => !!id))];
      if (registrationIds.length) {
        const found = new Set(
          // Locked: a registration deleted meanwhile is NOT_FOUND here, one deleted now waits (and unlinks the winner).
          (
            (await manager.query('SELECT id FROM contest_registration WHERE edition = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR KEY SHARE', [
              edition.year,
              registrationIds,
            ])) as {
              id: string;
            }[]
          ).map((r) => r.id),
        );
        const fieldErrors: FieldErrors = {};
        list.forEach((w, i) => {
          if (w.registrationId && !found.has(w.registrationId)) fieldErrors[`winners.${i}.registrationId`] = 'NOT_FOUND';
        });
        if (Object.keys(fieldErrors).length) throw badInput(fieldErrors);
      }
      await manager.delete(ContestWinnerEntity, { edition: edition.year });
      if (list.length) {
        await manager.insert(
          ContestWinnerEntity,
          list.map((w) => ({ ...w, edition: edition.year })),
        );
      }
      if (edition.winnersPublishedAt) await this.emitPublished(manager, edition.year);
      return edition;
    });
  }

  /**
   * Shows or hides the winners. Publishing emits the whole list; hiding published winners emits an
   * empty list, so consumers (badges, news) drop what they had: the event always says "the public list".
   */
  async publish(year: number, published: boolean): Promise<ContestEditionEntity> {
    return this.dataSource.transaction(async (manager) => {
      const edition = await this.editions.lock(year, manager);
      if (published) {
        const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM contest_winner WHERE edition = $1', [edition.year]);
        if (n === 0) throw badInput({ winners: 'REQUIRED' }, 'There are no winners to publish');
        const at = edition.winnersPublishedAt ?? this.editions.now();
        await manager.update(ContestEditionEntity, { year: edition.year }, { winnersPublishedAt: at });
        await this.emitPublished(manager, edition.year);
        return { ...edition, winnersPublishedAt: at };
      }
      if (edition.winnersPublishedAt) {
        await manager.update(ContestEditionEntity, { year: edition.year }, { winnersPublishedAt: null });
        await writeEvent(manager, Events.contestWinnersPublished, String(edition.year), {
          editionYear: edition.year,
          winners: [],
          publishedAt: this.editions.now().toISOString(),
        });
      }
      return { ...edition, winnersPublishedAt: null };
    });
  }

  private async emitPublished(manager: EntityManager, year: number): Promise<void> {
    const winners = await this.listOf(manager, [year]);
    await writeEvent(manager, Events.contestWinnersPublished, String(year), {
      editionYear: year,
      winners: winners.map((w) => ({
        category: w.category,
        rank: w.rank,
        name: w.name,
        establishmentName: w.establishmentName,
        establishmentId: w.establishmentId ?? '',
      })),
      publishedAt: this.editions.now().toISOString(),
    });
  }
}
