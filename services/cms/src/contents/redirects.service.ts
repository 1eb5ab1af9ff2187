import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { PageArgs, badInput, conflict, likeContains, mapUniqueViolation, notFound, paginateQuery } from '@guide/platform';
import { contentRedirectSchema, validateWith } from '@guide/validation';
import { ContentRedirectEntity } from './content.entities';
import { PathMove, redirectLookupPath } from './content-path';
import type { ContentRedirectInput } from '../generated/graphql';

/** How far a chain of redirects is followed looking for a loop (chains are flattened on write). */
const MAX_HOPS = 20;
const pathTaken = () => conflict('A redirect already starts from this path', { fromPath: 'PATH_TAKEN' });

@Injectable()
export class RedirectsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Public: where a moved path now lives. */
  async target(path: string): Promise<string | null> {
    const row = await this.dataSource.getRepository(ContentRedirectEntity).findOneBy({ fromPath: redirectLookupPath(path) });
    return row?.toPath ?? null;
  }

  list(args: PageArgs & { search?: string | null }) {
    const qb = this.dataSource.getRepository(ContentRedirectEntity).createQueryBuilder('r');
    const search = args.search?.trim();
    if (search) qb.where('(r.from_path ILIKE :p OR r.to_path ILIKE :p)', { p: likeContains(search) });
    return paginateQuery(args, qb.orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'ASC'));
  }

  /**
   * Automatic redirects for contents that moved (same transaction as the move): the new path is live so no
   * redirect may start there, older redirects to the old path now lead straight to the new one (no chains),
   * and the old path answers with the new one.
   */
  async recordMoves(manager: EntityManager, moves: PathMove[]): Promise<void> {
    for (const { from, to } of moves) {
      if (from === to) continue;
      await manager.query('DELETE FROM content_redirect WHERE from_path = $1', [to]);
      await manager.query('UPDATE content_redirect SET to_path = $2 WHERE to_path = $1', [from, to]);
      await manager.query(
        `INSERT INTO content_redirect (from_path, to_path, automatic) VALUES ($1, $2, true)
         ON CONFLICT (from_path) DO UPDATE SET to_path = EXCLUDED.to_path, automatic = true`,
        [from, to],
      );
    }
  }

  async create(input: ContentRedirectInput): Promise<ContentRedirectEntity> {
    const { fromPath, toPath } = this.check(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentRedirectEntity);
      if (await repo.existsBy({ fromPath })) throw pathTaken();
      await this.refuseLoop(manager, fromPath, toPath, null);
      const saved = await mapUniqueViolation(
        () => repo.save(repo.create({ fromPath, toPath, automatic: false })),
        () => pathTaken(),
      );
      await this.flatten(manager, fromPath, toPath, saved.id);
      return saved;
    });
  }

  async update(id: string, input: ContentRedirectInput): Promise<ContentRedirectEntity> {
    const { fromPath, toPath } = this.check(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentRedirectEntity);
      const redirect = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!redirect) throw notFound('Redirect');
      const other = await repo.findOneBy({ fromPath });
      if (other && other.id !== id) throw pathTaken();
      await this.refuseLoop(manager, fromPath, toPath, id);
      Object.assign(redirect, { fromPath, toPath, automatic: false });
      const saved = await mapUniqueViolation(
        () => repo.save(redirect),
        () => pathTaken(),
      );
      await this.flatten(manager, fromPath, toPath, id);
      return saved;
    });
  }

  async delete(ids: string[]): Promise<number> {
    const result = await this.dataSource.getRepository(ContentRedirectEntity).delete({ id: In([...new Set(ids)]) });
    return result.affected ?? 0;
  }

  private check(input: ContentRedirectInput): { fromPath: string; toPath: string } {
    const result = validateWith(contentRedirectSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }

  /** Following the redirects from `toPath` must not come back to `fromPath`. */
  private async refuseLoop(manager: EntityManager, fromPath: string, toPath: string, ownId: string | null): Promise<void> {
    let next = toPath;
    for (let hop = 0; hop < MAX_HOPS && next.startsWith('/'); hop++) {
      if (next === fromPath) throw badInput({ toPath: 'REDIRECT_LOOP' }, 'This redirect would lead back to itself');
      const [row] = await manager.query('SELECT to_path FROM content_redirect WHERE from_path = $1 AND id IS DISTINCT FROM $2', [next, ownId]);
      if (!row) return;
      next = row.to_path;
    }
    if (next === fromPath) throw badInput({ toPath: 'REDIRECT_LOOP' }, 'This redirect would lead back to itself');
  }

  /** Redirects that led to `fromPath` now lead to `toPath` directly. */
  private async flatten(manager: EntityManager, fromPath: string, toPath: string, ownId: string): Promise<void> {
    await manager.query('UPDATE content_redirect SET to_path = $2 WHERE to_path = $1 AND id <> $3 AND from_path <> $2', [fromPath, toPath, ownId]);
  }
}
