import { DynamicModule, Module } from '@nestjs/common';
import { SETTINGS_SOURCE, settingsMailSender, type MailSender, type SettingsSource } from '@guide/platform';
import { CampaignCustomerErasureConsumer } from './campaign-customer-erasure.consumer';
import { CampaignCustomersConsumer } from './campaign-customers.consumer';
import { CampaignsResolver } from './campaigns.resolver';
import { CAMPAIGN_MAIL_SENDER, CampaignsService } from './campaigns.service';

/** Newsletter campaigns: the back office's operations, the sending worker and the customer-group projection. */
@Module({})
export class CampaignsModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return {
      module: CampaignsModule,
      providers: [
        // From: the emails settings' sender, like every mail (services/platform/src/mail/mail-from.ts).
        {
          provide: CAMPAIGN_MAIL_SENDER,
          useFactory: (settings?: SettingsSource) => settingsMailSender(sender(), settings),
          inject: [{ token: SETTINGS_SOURCE, optional: true }],
        },
        CampaignsService,
        CampaignsResolver,
        CampaignCustomersConsumer,
        CampaignCustomerErasureConsumer,
      ],
      exports: [CampaignsService],
    };
  }
}
