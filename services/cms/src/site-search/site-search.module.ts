import { Module } from '@nestjs/common';
import { SiteSearchConsumer } from './site-search.consumer';
import { SiteSearchProjection } from './site-search.projection';
import { SiteSearchResolver } from './site-search.resolver';
import { SiteSearchService } from './site-search.service';

/** The site's global search: catalog projection (events) + contents and pages in place. */
@Module({ providers: [SiteSearchProjection, SiteSearchConsumer, SiteSearchService, SiteSearchResolver] })
export class SiteSearchModule {}
