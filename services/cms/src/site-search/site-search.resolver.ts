import { Args, Query, Resolver } from '@nestjs/graphql';
import { SiteSearchService } from './site-search.service';

@Resolver('SiteSearchHit')
export class SiteSearchResolver {
  constructor(private readonly search: SiteSearchService) {}

  /** Public: the storefront's /search-results page. */
  @Query('searchSite')
  searchSite(@Args('text') text: string, @Args('first') first?: number | null, @Args('after') after?: string | null) {
    return this.search.search(text, first, after);
  }
}
