import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { EventMailerModule, MailSender, MediaConfig, SubgraphConfig, createMediaStorage, mediaEnv, smtpMailSender, subgraphAppModule } from '@guide/platform';
import { ContentCustomFieldEntity, ContentTypeEntity } from './content-types/content-type.entities';
import { ContentTypesModule } from './content-types/content-types.module';
import { CONTENT_ENTITIES } from './contents/content.entities';
import { ContentsModule } from './contents/contents.module';
import { FormsModule } from './forms/forms.module';
import { cmsMailEnv } from './mailer/mailer.config';
import { CMS_MAILS } from './mailer/mails';
import { MEDIA_ENTITIES } from './media/media.entities';
import { MenuEntity } from './menus/menu.entity';
import { BrandingModule } from './branding/branding.module';
import { SliderEntity } from './sliders/slider.entity';
import { SlidersModule } from './sliders/sliders.module';
import { MenusModule } from './menus/menus.module';
import { BrokenLinksModule } from './broken-links/broken-links.module';
import { brokenLinksEnv } from './broken-links/broken-links.config';
import type { LinkCheckNetwork } from './broken-links/http-check';
import { SeoModule } from './seo/seo.module';
import { SiteSearchModule } from './site-search/site-search.module';
import { OwnerPostEntity } from './owner-posts/owner-post.entity';
import { OwnerPostsModule } from './owner-posts/owner-posts.module';
import { PageCategoryEntity, PageCategoryLinkEntity, PageEntity } from './pages/page.entity';
import { PagesModule } from './pages/pages.module';
import { PageComponentEntity } from './components/page-component.entity';
import { PageComponentsModule } from './components/page-components.module';
import { CmsMediaModule } from './media/cms-media.module';
import { CmsDemoSeed } from './seed/demo-seed';
import { CmsSeedModule } from './seed/seed.module';
import { MIGRATIONS } from './migrations';
import { CampaignsModule } from './campaigns/campaigns.module';
import { EmailTemplatesModule } from './email-templates/email-templates.module';
import { campaignsEnv } from './campaigns/campaigns.config';
import { ChannelsModule } from './channels/channels.module';
import { SettingsModule } from './settings/settings.module';

export const SERVICE = 'cms';

/** Variables of this service beyond the platform's: the forms' mailer (SMTP, links, staff address, newsletter token secret) and the media storage (MEDIA_DIR or S3_*, ADR 0008). */
export const cmsEnv = { ...cmsMailEnv, ...mediaEnv, ...brokenLinksEnv, ...campaignsEnv };

export { MIGRATIONS };

@Module({})
export class AppModule {
  /** `linkCheckNetwork`: tests only, the network the broken-link checks may reach (broken-links/http-check.ts). */
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => MailSender; linkCheckNetwork?: LinkCheckNetwork } = {}): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [
        PageEntity,
        PageCategoryEntity,
        PageCategoryLinkEntity,
        PageComponentEntity,
        ContentTypeEntity,
        ContentCustomFieldEntity,
        ...CONTENT_ENTITIES,
        MenuEntity,
        SliderEntity,
        ...MEDIA_ENTITIES,
        OwnerPostEntity,
      ],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      // Demo content (SEED_DEMO_DATA): seed/README.md. Its pictures go through the media storage (media/).
      seed: CmsDemoSeed,
      features: [
        CmsMediaModule.forRoot(createMediaStorage(config as SubgraphConfig & Partial<MediaConfig>)),
        CmsSeedModule,
        PagesModule,
        PageComponentsModule, // reusable page-builder components (Component blocks)
        ContentTypesModule,
        ContentsModule,
        FormsModule,
        MenusModule,
        SiteSearchModule,
        BrandingModule,
        SlidersModule,
        OwnerPostsModule,
        BrokenLinksModule.forRoot(options.linkCheckNetwork),
        SeoModule,
        // Newsletter campaigns: their own SMTP sender, so a long send never queues the transactional mails.
        CampaignsModule.forRoot(options.mailSender ?? smtpMailSender(config)),
        EmailTemplatesModule,
        SettingsModule, // Settings › Configuration and › Locales (the registry's groups, cms.settings.changed)
        ChannelsModule,
        EventMailerModule.forRoot(CMS_MAILS, options.mailSender ?? smtpMailSender(config)),
      ],
    });
  }
}
