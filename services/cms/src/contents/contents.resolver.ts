import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { componentIdsOf, expandComponents, type PageBlock } from '../pages/blocks';
import { CategoriesService } from './categories.service';
import { ContentCategoryEntity, ContentEntity, ContentStatus } from './content.entities';
import { contentPath } from './content-path';
import { ContentsService } from './contents.service';
import { RedirectsService } from './redirects.service';
import type {
  ContentCategoryInput,
  ContentInput,
  ContentRedirectInput,
  QueryAdminContentsArgs,
  QueryContentRedirectsArgs,
  QueryContentsArgs,
} from '../generated/graphql';

/** Batched per request: a list of contents reads all their categories and field values in one query each. */
const loadersOf = (contents: ContentsService, categories: CategoriesService) =>
  perRequest(() => ({
    categories: loadGroupsByKey(
      (ids: string[]) => contents.categoriesOf(ids),
      (r) => r.contentId,
    ),
    fieldValues: loadGroupsByKey(
      (ids: string[]) => contents.fieldValuesOf(ids),
      (r) => r.contentId,
    ),
    components: loadByKey(
      (ids: string[]) => contents.componentBlocks(ids),
      (r) => r.id,
      { value: (r) => r.blocks },
    ),
    categoryCounts: loadByKey(
      (ids: string[]) => categories.countContents(ids),
      (r) => r.id,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

@Resolver('Content')
export class ContentsResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(
    private readonly contents: ContentsService,
    private readonly categories: CategoriesService,
  ) {
    this.loaders = loadersOf(contents, categories);
  }

  @Query('contents')
  list(@Args() args: QueryContentsArgs) {
    return this.contents.publicList(args);
  }

  @Query('content')
  one(@Args('contentType') contentType: string, @Args('slug') slug: string) {
    return this.contents.publicOne(contentType, slug);
  }

  @Query('adminContents')
  @RequirePermission('cms.posts.list')
  adminList(@Args() args: QueryAdminContentsArgs) {
    return this.contents.adminList(args);
  }

  @Query('adminContent')
  @RequirePermission('cms.posts.list')
  adminOne(@Args('id') id: string) {
    return this.contents.byId(id);
  }

  @ResolveField('categories')
  categoriesOf(@Parent() content: ContentEntity, @Context() ctx: object) {
    return this.loaders(ctx).categories.load(content.id);
  }

  @ResolveField('customFields')
  customFields(@Parent() content: ContentEntity, @Context() ctx: object) {
    return this.loaders(ctx).fieldValues.load(content.id);
  }

  @ResolveField('path')
  async path(@Parent() content: ContentEntity, @Context() ctx: object) {
    const [first] = await this.loaders(ctx).categories.load(content.id);
    return contentPath(content.contentType, first?.slug, content.slug);
  }

  /** The stored blocks as the JSON string the admin's block editor and the storefront read (as a page's). */
  @ResolveField('blocksJson')
  blocksJson(@Parent() content: ContentEntity) {
    return content.blocks ? JSON.stringify(content.blocks) : null;
  }

  /** The blocks with the components' current ones in place (one query for the components of a whole list). */
  @ResolveField('renderedBlocksJson')
  async renderedBlocksJson(@Parent() content: ContentEntity, @Context() ctx: object) {
    if (!content.blocks) return null;
    const ids = componentIdsOf(content.blocks);
    const found = await this.loaders(ctx).components.loadMany(ids);
    const byId = new Map(ids.flatMap((id, i) => (Array.isArray(found[i]) ? [[id, found[i] as PageBlock[]] as const] : [])));
    return JSON.stringify(expandComponents(content.blocks, byId));
  }

  @ResolveField('seo')
  seo(@Parent() c: ContentEntity) {
    return { metaTitle: c.metaTitle, metaDescription: c.metaDescription, ogTitle: c.ogTitle, ogDescription: c.ogDescription, ogImageUrl: c.ogImageUrl };
  }

  @Mutation('createContent')
  @RequirePermission('cms.posts.create')
  create(@Args('contentType') contentType: string, @Args('input') input: ContentInput) {
    return this.contents.create(contentType, input);
  }

  @Mutation('updateContent')
  @RequirePermission('cms.posts.update')
  update(@Args('id') id: string, @Args('input') input: ContentInput) {
    return this.contents.update(id, input);
  }

  /** cms.posts.delete; more than one id also needs cms.posts.mass-delete (checked by the service). */
  @Mutation('deleteContents')
  @RequirePermission('cms.posts.delete')
  delete(@Args('ids') ids: string[], @CurrentIdentity() identity: Identity) {
    return this.contents.delete(ids, identity);
  }

  @Mutation('duplicateContent')
  @RequirePermission('cms.posts.duplicate')
  duplicate(@Args('id') id: string, @Args('locale') locale?: string | null) {
    return this.contents.duplicate(id, locale);
  }

  @Mutation('setContentCategories')
  @RequirePermission('cms.posts.sync-categories')
  setCategories(@Args('id') id: string, @Args('categoryIds') categoryIds: string[]) {
    return this.contents.setCategories(id, categoryIds);
  }

  @Mutation('setContentsStatus')
  @RequirePermission('cms.posts.update-details')
  setStatus(@Args('ids') ids: string[], @Args('status') status: ContentStatus, @Args('publishedAt') publishedAt?: Date | null) {
    return this.contents.setStatus(ids, status, publishedAt);
  }
}

@Resolver('ContentCategory')
export class ContentCategoriesResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(
    private readonly categories: CategoriesService,
    contents: ContentsService,
  ) {
    this.loaders = loadersOf(contents, categories);
  }

  @Query('contentCategories')
  list(@Args('contentType') contentType: string) {
    return this.categories.list(contentType);
  }

  @ResolveField('contentCount')
  contentCount(@Parent() category: ContentCategoryEntity, @Context() ctx: object) {
    return this.loaders(ctx).categoryCounts.load(category.id);
  }

  @Mutation('createContentCategory')
  @RequirePermission('cms.categories.create')
  create(@Args('contentType') contentType: string, @Args('input') input: ContentCategoryInput) {
    return this.categories.create(contentType, input);
  }

  @Mutation('updateContentCategory')
  @RequirePermission('cms.categories.update')
  update(@Args('id') id: string, @Args('input') input: ContentCategoryInput) {
    return this.categories.update(id, input);
  }

  /** cms.categories.delete; more than one id also needs cms.categories.mass-delete (checked by the service). */
  @Mutation('deleteContentCategories')
  @RequirePermission('cms.categories.delete')
  delete(@Args('ids') ids: string[], @CurrentIdentity() identity: Identity) {
    return this.categories.delete(ids, identity);
  }
}

@Resolver('ContentRedirect')
export class ContentRedirectsResolver {
  constructor(private readonly redirects: RedirectsService) {}

  @Query('contentRedirect')
  target(@Args('path') path: string) {
    return this.redirects.target(path);
  }

  @Query('contentRedirects')
  @RequirePermission('cms.permalinks.list')
  list(@Args() args: QueryContentRedirectsArgs) {
    return this.redirects.list(args);
  }

  @Mutation('createContentRedirect')
  @RequirePermission('cms.permalinks.create')
  create(@Args('input') input: ContentRedirectInput) {
    return this.redirects.create(input);
  }

  @Mutation('updateContentRedirect')
  @RequirePermission('cms.permalinks.update')
  update(@Args('id') id: string, @Args('input') input: ContentRedirectInput) {
    return this.redirects.update(id, input);
  }

  @Mutation('deleteContentRedirects')
  @RequirePermission('cms.permalinks.delete')
  delete(@Args('ids') ids: string[]) {
    return this.redirects.delete(ids);
  }
}
