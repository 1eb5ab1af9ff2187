import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { PageEntity } from './page.entity';
import { PageInput } from './page.validation';
import { PageListArgs, PagesService } from './pages.service';

@Resolver('Page')
export class PagesResolver {
  constructor(private readonly pages: PagesService) {}

  @Query('page')
  bySlug(@Args('slug') slug: string) {
    return this.pages.bySlug(slug);
  }

  @Query('pages')
  @RequirePermission('cms.pages.list')
  list(@Args() args: PageListArgs) {
    return this.pages.list(args);
  }

  @Mutation('createPage')
  @RequirePermission('cms.pages.create')
  create(@Args('input') input: PageInput) {
    return this.pages.create(input);
  }

  @Mutation('duplicatePage')
  @RequirePermission('cms.pages.duplicate')
  duplicate(@Args('id') id: string, @Args('locale') locale?: string | null) {
    return this.pages.duplicate(id, locale);
  }
}
