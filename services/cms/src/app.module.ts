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
import { SiteSearch1700000003310 } from './migrations/1700000003310-site-search';
import { MenuEntity } from './menus/menu.entity';
import { MenusModule } from './menus/menus.module';
import { SiteSearchModule } from './site-search/site-search.module';
import { PageEntity } from './pages/page.entity';
import { PagesModule } from './pages/pages.module';
import { CmsMediaModule } from './media/cms-media.module';
import { CmsDemoSeed } from './seed/demo-seed';
import { CmsSeedModule } from './seed/seed.module';

export const SERVICE = 'cms';

/** Variables of this service beyond the platform's: the forms' mailer (SMTP, links, staff address, newsletter token secret) and the media storage (MEDIA_DIR or S3_*, ADR 0008). */
export const cmsEnv = { ...cmsMailEnv, ...mediaEnv };

export const MIGRATIONS = [Pages1700000003000, UpdatedAt1700000003050, Contents1700000003100, Forms1700000003200, Menus1700000003300, SiteSearch1700000003310];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => MailSender } = {}): DynamicModule {
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [PageEntity, ContentTypeEntity, ContentCustomFieldEntity, ...CONTENT_ENTITIES, MenuEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      // Demo content (SEED_DEMO_DATA): seed/README.md. Its pictures go through the media storage (media/).
      seed: CmsDemoSeed,
      features: [
        CmsMediaModule.forRoot(createMediaStorage(config as SubgraphConfig & Partial<MediaConfig>)),
        CmsSeedModule,
        PagesModule, ContentTypesModule, ContentsModule, FormsModule, MenusModule, SiteSearchModule, CmsMailerModule.forRoot(options.mailSender ?? smtpMailSender(config))],
    });
  }
}
