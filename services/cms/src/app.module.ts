import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { MailSender, MediaConfig, SubgraphConfig, createMediaStorage, mediaEnv, subgraphAppModule } from '@guide/platform';
import { Pages1700000003000 } from './migrations/1700000003000-pages';
import { UpdatedAt1700000003050 } from './migrations/1700000003050-updated-at';
import { Contents1700000003100 } from './migrations/1700000003100-contents';
import { ContentCustomFieldEntity, ContentTypeEntity } from './content-types/content-type.entities';
import { ContentTypesModule } from './content-types/content-types.module';
import { CONTENT_ENTITIES } from './contents/content.entities';
import { ContentsModule } from './contents/contents.module';
import { FormsModule } from './forms/forms.module';
import { cmsMailEnv, smtpMailSender } from './mailer/mailer.config';
import { CmsMailerModule } from './mailer/mailer.module';
import { Forms1700000003200 } from './migrations/1700000003200-forms';
import { Menus1700000003300 } from './migrations/1700000003300-menus';
import { MediaLibrary1700000003500 } from './migrations/1700000003500-media-library';
import { MEDIA_ENTITIES } from './media/media.entities';
import { SiteSearch1700000003310 } from './migrations/1700000003310-site-search';
import { PageBuilder1700000003400 } from './migrations/1700000003400-page-builder';
import { MenuEntity } from './menus/menu.entity';
import { BrandingSliders1700000003600 } from './migrations/1700000003600-branding-sliders';
import { BrandingModule } from './branding/branding.module';
import { SliderEntity } from './sliders/slider.entity';
import { SlidersModule } from './sliders/sliders.module';
import { MenusModule } from './menus/menus.module';
import { BrokenLinks1700000003800 } from './migrations/1700000003800-broken-links';
import { SectionSeo1700000003810 } from './migrations/1700000003810-section-seo';
import { BrokenLinksModule } from './broken-links/broken-links.module';
import { brokenLinksEnv } from './broken-links/broken-links.config';
import { SeoModule } from './seo/seo.module';
import { SiteSearchModule } from './site-search/site-search.module';
import { OwnerPosts1700000003700 } from './migrations/1700000003700-owner-posts';
import { OwnerPostEntity } from './owner-posts/owner-post.entity';
import { OwnerPostsModule } from './owner-posts/owner-posts.module';
import { PageCategoryEntity, PageCategoryLinkEntity, PageEntity } from './pages/page.entity';
import { PagesModule } from './pages/pages.module';
import { CmsMediaModule } from './media/cms-media.module';
import { CmsDemoSeed } from './seed/demo-seed';
import { CmsSeedModule } from './seed/seed.module';

export const SERVICE = 'cms';

/** Variables of this service beyond the platform's: the forms' mailer (SMTP, links, staff address, newsletter token secret) and the media storage (MEDIA_DIR or S3_*, ADR 0008). */
export const cmsEnv = { ...cmsMailEnv, ...mediaEnv, ...brokenLinksEnv };

export const MIGRATIONS = [Pages1700000003000, UpdatedAt1700000003050, Contents1700000003100, Forms1700000003200, Menus1700000003300, SiteSearch1700000003310, PageBuilder1700000003400, MediaLibrary1700000003500, BrandingSliders1700000003600, OwnerPosts1700000003700, BrokenLinks1700000003800, SectionSeo1700000003810];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => MailSender } = {}): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [PageEntity, PageCategoryEntity, PageCategoryLinkEntity, ContentTypeEntity, ContentCustomFieldEntity, ...CONTENT_ENTITIES, MenuEntity, SliderEntity, ...MEDIA_ENTITIES, OwnerPostEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      // Demo content (SEED_DEMO_DATA): seed/README.md. Its pictures go through the media storage (media/).
      seed: CmsDemoSeed,
      features: [
        CmsMediaModule.forRoot(createMediaStorage(config as SubgraphConfig & Partial<MediaConfig>)),
        CmsSeedModule,
        PagesModule, ContentTypesModule, ContentsModule, FormsModule, MenusModule, SiteSearchModule, BrandingModule, SlidersModule, OwnerPostsModule, BrokenLinksModule, SeoModule, CmsMailerModule.forRoot(options.mailSender ?? smtpMailSender(config))],
    });
  }
}
