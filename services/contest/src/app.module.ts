import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { EventMailerModule, MailSender, SettingsReaderModule, SubgraphConfig, createMediaStorage, smtpMailSender, subgraphAppModule } from '@guide/platform';
import { ContestConfig, contestEnv } from './contest.config';
import { ContestEditionEntity } from './editions/edition.entity';
import { EditionsModule } from './editions/editions.module';
import { CONTEST_MAILS } from './mailer/mails';
import { ContestPartnerApplicationEntity, ContestPartnerEntity } from './partners/partner.entity';
import { PartnersModule } from './partners/partners.module';
import { ContestRegistrationEntity } from './registrations/registration.entity';
import { RegistrationsModule } from './registrations/registrations.module';
import { seedContest } from './seed/demo-seed';
import { ContestWinnerEntity } from './winners/winner.entity';
import { WinnersModule } from './winners/winners.module';
import { MIGRATIONS } from './migrations';

export const SERVICE = 'contest';

/** Variables of this service beyond the platform's: mail, media (partner logos), the organisers' address. */
export { contestEnv };

export { MIGRATIONS };

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => MailSender } = {}): DynamicModule {
    const cfg = config as ContestConfig;
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [ContestEditionEntity, ContestRegistrationEntity, ContestWinnerEntity, ContestPartnerEntity, ContestPartnerApplicationEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      seed: (dataSource) => seedContest(dataSource),
      features: [
        EditionsModule,
        RegistrationsModule,
        WinnersModule,
        // Partner logos: a folder (MEDIA_DIR) or S3-compatible storage (S3_*), ADR 0008.
        PartnersModule.forRoot(createMediaStorage(cfg)),
        SettingsReaderModule.forRoot({ consumer: 'contest.settings' }), // the emails sender (Settings › Configuration)
        EventMailerModule.forRoot(CONTEST_MAILS, options.mailSender ?? smtpMailSender(cfg)),
      ],
    });
  }
}
