import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadGroupsByKey, perRequest } from '@guide/platform';
import { PageCategoriesService } from './page-categories.service';
import { PageEntity } from './page.entity';
import { PagesService } from './pages.service';
import type { PageCategoryInput, PageInput, QueryPagesArgs } from '../generated/graphql';

/** Batched per request: a list of pages reads all their categories in one query. */
const loadersOf = (pages: PagesService) =>
  perRequest(() => ({
    categories: loadGroupsByKey(
      (ids: string[]) => pages.categoriesOf(ids),
      (r) => r.pageId,
    ),
  }));

@Resolver('Page')
export class PagesResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(private readonly pages: PagesService) {
    this.loaders = loadersOf(pages);
  }

  @Query('page')
  bySlug(@Args('slug') slug: string) {
    return this.pages.bySlug(slug);
  }

  @Query('pages')
  @RequirePermission('cms.pages.list')
  list(@Args() args: QueryPagesArgs) {
    return this.pages.list(args);
  }

  @Query('adminPage')
  @RequirePermission('cms.pages.list')
  adminPage(@Args('id') id: string) {
    return this.pages.byId(id);
  }

  @ResolveField('blocksJson')
  blocksJson(@Parent() page: PageEntity) {
    return page.blocks ? JSON.stringify(page.blocks) : null;
  }

  @ResolveField('categories')
  categories(@Parent() page: PageEntity, @Context() ctx: object) {
    return this.loaders(ctx).categories.load(page.id);
  }

  @Mutation('createPage')
  @RequirePermission('cms.pages.create')
  create(@Args('input') input: PageInput, @Args('categoryId') categoryId?: string | null) {
    return this.pages.create(input, categoryId);
  }

  @Mutation('updatePage')
  @RequirePermission('cms.pages.update')
  update(@Args('id') id: string, @Args('input') input: PageInput, @Args('categoryId') categoryId?: string | null) {
    return this.pages.update(id, input, categoryId);
  }

  /** cms.pages.delete; more than one id also needs cms.pages.mass-delete (checked by the service). */
  @Mutation('deletePages')
  @RequirePermission('cms.pages.delete')
  delete(@Args('ids') ids: string[], @CurrentIdentity() identity: Identity) {
    return this.pages.delete(ids, identity);
  }

  @Mutation('setPageCategories')
  @RequirePermission('cms.pages.sync-categories')
  setCategories(@Args('id') id: string, @Args('categoryIds') categoryIds: string[], @Args('categoryId') categoryId?: string | null) {
    return this.pages.setCategories(id, categoryIds, categoryId);
  }

  @Mutation('duplicatePage')
  @RequirePermission('cms.pages.duplicate')
  duplicate(@Args('id') id: string, @Args('locale') locale?: string | null) {
    return this.pages.duplicate(id, locale);
  }
}

@Resolver('PageCategory')
export class PageCategoriesResolver {
  constructor(private readonly categories: PageCategoriesService) {}

  @Query('pageCategories')
  @RequirePermission('cms.categories.list')
  list() {
    return this.categories.list();
  }

  @Mutation('createPageCategory')
  @RequirePermission('cms.categories.create')
  create(@Args('input') input: PageCategoryInput) {
    return this.categories.create(input);
  }

  @Mutation('updatePageCategory')
  @RequirePermission('cms.categories.update')
  update(@Args('id') id: string, @Args('input') input: PageCategoryInput) {
    return this.categories.update(id, input);
  }

  /** cms.categories.delete; more than one id also needs cms.categories.mass-delete (checked by the service). */
  @Mutation('deletePageCategories')
  @RequirePermission('cms.categories.delete')
  delete(@Args('ids') ids: string[], @CurrentIdentity() identity: Identity) {
    return this.categories.delete(ids, identity);
  }
}
