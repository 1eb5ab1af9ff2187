import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Identity, badInput, conflict, forbidden, hasPermission, mapUniqueViolation, notFound } from '@guide/platform';
import { contentCategorySchema, validateWith } from '@guide/validation';
import { PageCategoryEntity } from './page.entity';
import type { PageCategoryInput } from '../generated/graphql';

const slugTaken = () => conflict('A page category already has this slug', { slug: 'SLUG_TAKEN' });

/** Page categories: same rules as a content type's categories (contentCategorySchema), their own table. */
@Injectable()
export class PageCategoriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By title in French order (sorted here: the database collation would put É after Z). */
  async list(): Promise<PageCategoryEntity[]> {
    const rows = await this.dataSource.getRepository(PageCategoryEntity).find();
    return rows.sort((a, b) => a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
  }

  private check(input: PageCategoryInput) {
    const result = validateWith(contentCategorySchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }

  async create(input: PageCategoryInput): Promise<PageCategoryEntity> {
    const values = this.check(input);
    const repo = this.dataSource.getRepository(PageCategoryEntity);
    if (await repo.existsBy({ slug: values.slug })) throw slugTaken();
    return mapUniqueViolation(
      () => repo.save(repo.create(values)),
      () => slugTaken(),
    );
  }

  async update(id: string, input: PageCategoryInput): Promise<PageCategoryEntity> {
    const values = this.check(input);
    const repo = this.dataSource.getRepository(PageCategoryEntity);
    const category = await repo.findOneBy({ id });
    if (!category) throw notFound('Page category');
    if (values.slug !== category.slug && (await repo.existsBy({ slug: values.slug }))) throw slugTaken();
    return mapUniqueViolation(
      () => repo.save(repo.merge(category, values)),
      () => slugTaken(),
    );
  }

  async delete(ids: string[], identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.categories.mass-delete')) throw forbidden('Missing permission cms.categories.mass-delete');
    if (!unique.length) return 0;
    return (await this.dataSource.getRepository(PageCategoryEntity).delete({ id: In(unique) })).affected ?? 0;
  }
}
