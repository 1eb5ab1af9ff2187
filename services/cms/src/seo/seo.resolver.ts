import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { SeoService } from './seo.service';

@Resolver('SectionSeo')
export class SeoResolver {
  constructor(private readonly seo: SeoService) {}

  /** Public: the storefront's section heads. */
  @Query('sectionSeo')
  one(@Args('section') section: string) {
    return this.seo.one(section);
  }

  /** Public too: the texts are the site's own head tags. */
  @Query('sectionSeos')
  all() {
    return this.seo.all();
  }

  @Mutation('updateSectionSeo')
  @RequirePermission('cms.seo.update')
  update(@Args('section') section: string, @Args('input') input: unknown, @Args('inputEn') inputEn?: unknown) {
    return this.seo.update(section, input, inputEn);
  }
}
