import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadByKey, perRequest } from '@guide/platform';
import { componentIdsOf, expandComponents, type PageBlock } from '../pages/blocks';
import { PageComponentEntity } from './page-component.entity';
import { PageComponentsService } from './page-components.service';
import type { PageComponentInput, QueryPageComponentsArgs } from '../generated/graphql';

/** Batched per request: all the components a page (or a list of them) shows in one query; usage counts likewise. */
const loadersOf = (components: PageComponentsService) =>
  perRequest(() => ({
    blocks: loadByKey(
      (ids: string[]) => components.byIds(ids),
      (r) => r.id,
      { value: (r) => r.blocks },
    ),
    usage: loadByKey(
      (ids: string[]) => components.usageCounts(ids),
      (r) => r.id,
      { value: (r) => r.count, missing: 0 },
    ),
  }));

@Resolver('PageComponent')
export class PageComponentsResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(private readonly components: PageComponentsService) {
    this.loaders = loadersOf(components);
  }

  @Query('pageComponents')
  @RequirePermission('cms.components.list')
  list(@Args() args: QueryPageComponentsArgs) {
    return this.components.list(args);
  }

  @Query('pageComponent')
  @RequirePermission('cms.components.list')
  byId(@Args('id') id: string) {
    return this.components.byId(id);
  }

  @ResolveField('blocksJson')
  blocksJson(@Parent() component: PageComponentEntity) {
    return JSON.stringify(component.blocks);
  }

  @ResolveField('usageCount')
  usageCount(@Parent() component: PageComponentEntity, @Context() ctx: object) {
    return this.loaders(ctx).usage.load(component.id);
  }

  @Mutation('createPageComponent')
  @RequirePermission('cms.components.create')
  create(@Args('input') input: PageComponentInput) {
    return this.components.create(input);
  }

  @Mutation('updatePageComponent')
  @RequirePermission('cms.components.update')
  update(@Args('id') id: string, @Args('input') input: PageComponentInput) {
    return this.components.update(id, input);
  }

  /** cms.components.delete; more than one id also needs cms.components.mass-delete (checked by the service). */
  @Mutation('deletePageComponents')
  @RequirePermission('cms.components.delete')
  delete(@Args('ids') ids: string[], @CurrentIdentity() identity: Identity) {
    return this.components.delete(ids, identity);
  }
}

/** `Page.renderedBlocksJson`: the page's blocks with its components' current ones in place (the storefront's). */
@Resolver('Page')
export class PageRenderedBlocksResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(components: PageComponentsService) {
    this.loaders = loadersOf(components);
  }

  @ResolveField('renderedBlocksJson')
  async renderedBlocksJson(@Parent() page: { blocks: PageBlock[] | null }, @Context() ctx: object) {
    if (!page.blocks) return null;
    const ids = componentIdsOf(page.blocks);
    const found = await this.loaders(ctx).blocks.loadMany(ids);
    const byId = new Map(ids.flatMap((id, i) => (Array.isArray(found[i]) ? [[id, found[i] as PageBlock[]] as const] : [])));
    return JSON.stringify(expandComponents(page.blocks, byId));
  }
}
