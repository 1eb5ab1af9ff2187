import { Module } from '@nestjs/common';
import { SeoResolver } from './seo.resolver';
import { SeoService } from './seo.service';

/** Search-engine and social-card texts of the storefront's sections. */
@Module({ providers: [SeoService, SeoResolver] })
export class SeoModule {}
