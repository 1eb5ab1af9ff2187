import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { BrokenLinksService } from './broken-links.service';

@Resolver('BrokenLink')
export class BrokenLinksResolver {
  constructor(private readonly links: BrokenLinksService) {}

  @Query('brokenLinks')
  @RequirePermission('cms.broken-links.list')
  list(
    @Args('first') first?: number,
    @Args('after') after?: string,
    @Args('problem') problem?: string,
    @Args('ignored') ignored?: boolean,
    @Args('search') search?: string,
  ) {
    return this.links.list({ first, after, problem, ignored, search });
  }

  @Query('brokenLinkCheck')
  @RequirePermission('cms.broken-links.list')
  progress() {
    return this.links.progress();
  }

  @Mutation('checkBrokenLinks')
  @RequirePermission('cms.broken-links.update')
  check() {
    return this.links.start();
  }

  @Mutation('setBrokenLinkIgnored')
  @RequirePermission('cms.broken-links.update')
  setIgnored(@Args('id') id: string, @Args('ignored') ignored: boolean) {
    return this.links.setIgnored(id, ignored);
  }

  @Mutation('deleteBrokenLinks')
  @RequirePermission('cms.broken-links.delete')
  delete(@Args('ids') ids: string[]) {
    return this.links.delete(ids);
  }
}
