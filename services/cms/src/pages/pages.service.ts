import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, likeContains, notFound, mapUniqueViolation, paginateQuery } from '@guide/platform';
import { duplicateLocale, duplicateSlugCandidates } from './duplicate-slug';
import { PageEntity } from './page.entity';
import { PageFields, PageInput, validatePageInput } from './page.validation';

export interface PageListArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
}

@Injectable()
export class PagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  bySlug(slug: string): Promise<PageEntity | null> {
    return this.dataSource.getRepository(PageEntity).findOneBy({ slug: slug.trim().toLowerCase(), status: 'PUBLISHED' });
  }

  async list(args: PageListArgs) {
    const qb = this.dataSource.getRepository(PageEntity).createQueryBuilder('p');
    const search = args.search?.trim();
    if (search) {
      const pattern = likeContains(search);
      qb.where('(p.title ILIKE :pattern OR p.slug ILIKE :pattern)', { pattern });
    }
    return paginateQuery(args, qb.orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'ASC'));
  }

  async create(input: PageInput): Promise<PageEntity> {
    const fields = validatePageInput(input);
    return this.dataSource.transaction(async (manager) => {
      if (await manager.getRepository(PageEntity).existsBy({ slug: fields.slug })) throw badInput({ slug: 'SLUG_TAKEN' });
      return this.insert(manager, fields);
    });
  }

  /** The copy is a draft (a copy going live unseen would surprise editors) with a free "-copie"/"-copy" slug. */
  async duplicate(id: string, locale?: string | null): Promise<PageEntity> {
    const lang = duplicateLocale(locale);
    return this.dataSource.transaction(async (manager) => {
      const source = await manager.getRepository(PageEntity).findOneBy({ id });
      if (!source) throw notFound('Page');
      const candidates = duplicateSlugCandidates(source.slug, lang);
      const taken = new Set<string>((await manager.query('SELECT slug FROM page WHERE slug = ANY($1)', [candidates])).map((r: { slug: string }) => r.slug));
      const slug = candidates.find((c) => !taken.has(c));
      if (!slug) throw badInput({ slug: 'SLUG_TAKEN' }, 'Too many copies of this page');
      const { title, body, metaTitle, metaDescription } = source;
      return this.insert(manager, { title, slug, status: 'DRAFT', body, metaTitle, metaDescription });
    });
  }

  /** The unique index is the last word when two editors save the same slug at once. */
  private async insert(manager: EntityManager, fields: PageFields): Promise<PageEntity> {
    const repo = manager.getRepository(PageEntity);
    return mapUniqueViolation(() => repo.save(repo.create({ ...fields })), () => badInput({ slug: 'SLUG_TAKEN' }));
  }
}
