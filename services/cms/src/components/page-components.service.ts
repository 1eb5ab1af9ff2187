import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, Identity, badInput, conflict, forbidden, hasPermission, likeContains, notFound, paginateQuery } from '@guide/platform';
import { ServerMessageKey } from '@guide/validation';
import { blocksToHtml, componentIdsOf, expandComponents, type PageBlock } from '../pages/blocks';
import { validatePageComponentInput } from './component.validation';
import { PageComponentEntity } from './page-component.entity';
import type { PageComponentInput, QueryPageComponentsArgs } from '../generated/graphql';

type Queryable = Pick<EntityManager, 'query'>;

/** The tables whose `blocks` may hold Component blocks (and whose `body` is their text, for site search). */
export const BLOCK_OWNERS = ['page', 'content'] as const;
type BlockOwner = (typeof BLOCK_OWNERS)[number];

/** `blocks @> $1`: a jsonb containment the GIN index (migration 1700000003990) answers. */
const usesComponent = (id: string) => JSON.stringify([{ type: 'Component', props: { componentId: id } }]);

/**
 * The components of these ids: id → blocks. `lock` takes them FOR KEY SHARE until the transaction ends (a
 * page being saved with them: a concurrent delete waits, then sees the page and refuses; or came first, and
 * the id is missing here). FOR KEY SHARE does not wait for an update of the component (FOR NO KEY UPDATE).
 */
export async function readComponents(db: Queryable, ids: readonly string[], lock = false): Promise<Map<string, PageBlock[]>> {
  if (!ids.length) return new Map();
  const rows: { id: string; blocks: PageBlock[] }[] = await db.query(
    `SELECT id, blocks FROM page_component WHERE id = ANY($1::uuid[]) ORDER BY id${lock ? ' FOR KEY SHARE' : ''}`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.blocks]));
}

/** The text of blocks that may show components (their current blocks): what a page's `body` holds. */
export const expandedText = (blocks: readonly PageBlock[], components: ReadonlyMap<string, readonly PageBlock[]>) =>
  blocksToHtml(expandComponents(blocks, components));

@Injectable()
export class PageComponentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(PageComponentEntity);
  }

  list(args: QueryPageComponentsArgs) {
    const qb = this.repo.createQueryBuilder('c').where('true');
    const search = args.search?.trim();
    if (search) qb.andWhere('c.name ILIKE :pattern', { pattern: likeContains(search) });
    return paginateQuery(args, qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC'));
  }

  byId(id: string): Promise<PageComponentEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** For the `Page.renderedBlocksJson` loader: the components of these ids, in one query. */
  async byIds(ids: string[]): Promise<{ id: string; blocks: PageBlock[] }[]> {
    const found = await readComponents(this.dataSource, ids);
    return [...found].map(([id, blocks]) => ({ id, blocks }));
  }

  /** How many pages and contents show each of these components (the list's "used by" column), in one query. */
  async usageCounts(ids: string[]): Promise<{ id: string; count: number }[]> {
    const rows: { id: string; count: string }[] = await this.dataSource.query(
      `SELECT c.id::text AS id,
         (SELECT count(*) FROM page p WHERE p.blocks @> jsonb_build_array(jsonb_build_object('type', 'Component', 'props', jsonb_build_object('componentId', c.id::text))))
       + (SELECT count(*) FROM content n WHERE n.blocks @> jsonb_build_array(jsonb_build_object('type', 'Component', 'props', jsonb_build_object('componentId', c.id::text))))
         AS count
       FROM unnest($1::uuid[]) AS c(id)`,
      [ids],
    );
    return rows.map((r) => ({ id: r.id, count: Number(r.count) }));
  }

  create(input: PageComponentInput): Promise<PageComponentEntity> {
    const fields = validatePageComponentInput(input);
    return this.repo.save(this.repo.create(fields));
  }

  /**
   * Replaces the component; in the same transaction every page and content showing it gets its body (the
   * text site search reads) written again from the new blocks, so that no search hit points at old words.
   */
  async update(id: string, input: PageComponentInput): Promise<PageComponentEntity> {
    const fields = validatePageComponentInput(input);
    return this.dataSource.transaction(async (manager) => {
      // A plain UPDATE (FOR NO KEY UPDATE): a page being saved with this component (FOR KEY SHARE) does not wait.
      const [rows]: [{ id: string }[], number] = await manager.query(
        'UPDATE page_component SET name = $2, thumbnail_url = $3, blocks = $4::jsonb WHERE id = $1 RETURNING id',
        [id, fields.name, fields.thumbnailUrl, JSON.stringify(fields.blocks)],
      );
      if (!rows.length) throw notFound('PageComponent');
      for (const table of BLOCK_OWNERS) await this.rewriteBodies(manager, table, id);
      return manager.getRepository(PageComponentEntity).findOneByOrFail({ id });
    });
  }

  /**
   * cms.components.delete; a selection also needs cms.components.mass-delete. A component still shown by a
   * page or a content is refused as a whole (CONFLICT, fieldErrors.ids COMPONENT_IN_USE): a page silently
   * losing a part would surprise its editors. Unknown ids are skipped.
   */
  async delete(ids: string[], identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.components.mass-delete')) throw forbidden('Missing permission cms.components.mass-delete');
    if (!unique.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      // FOR UPDATE waits for pages being saved with these components (FOR KEY SHARE), whose use the check below then sees.
      const found: { id: string }[] = await manager.query('SELECT id FROM page_component WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [unique]);
      if (!found.length) return 0;
      const used = (await this.usageCounts(found.map((r) => r.id))).filter((r) => r.count > 0);
      if (used.length) throw conflict('A component is still used by pages or contents', { ids: ServerMessageKey.COMPONENT_IN_USE });
      const [, affected] = await manager.query('DELETE FROM page_component WHERE id = ANY($1::uuid[])', [found.map((r) => r.id)]);
      return affected as number;
    });
  }

  /** The rows of `table` showing component `id`, locked and read again (their latest blocks), get their body rewritten. */
  private async rewriteBodies(manager: EntityManager, table: BlockOwner, id: string): Promise<void> {
    const rows: { id: string; blocks: PageBlock[] }[] = await manager.query(
      `SELECT id, blocks FROM ${table} WHERE blocks @> $1::jsonb ORDER BY id FOR UPDATE`,
      [usesComponent(id)],
    );
    if (!rows.length) return;
    const components = await readComponents(
      manager,
      rows.flatMap((r) => componentIdsOf(r.blocks)),
    );
    for (const row of rows) await manager.query(`UPDATE ${table} SET body = $2 WHERE id = $1`, [row.id, expandedText(row.blocks, components)]);
  }
}

/** For specs and the subscriber: a missing component's error key, at the first block that shows it. */
export function missingComponentErrors(blocks: readonly PageBlock[], found: ReadonlyMap<string, unknown>) {
  const errors: FieldErrors = {};
  blocks.forEach((b, i) => {
    if (b.type === 'Component' && !found.has(String(b.props.componentId))) errors[`blocks.${i}.componentId`] = ServerMessageKey.NOT_FOUND;
  });
  return Object.keys(errors).length ? badInput(errors) : null;
}
