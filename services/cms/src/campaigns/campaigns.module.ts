import { DynamicModule, Module } from '@nestjs/common';
import type { MailSender } from '@guide/platform';
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
        { provide: CAMPAIGN_MAIL_SENDER, useFactory: sender },
        CampaignsService,
        CampaignsResolver,
        CampaignCustomersConsumer,
        CampaignCustomerErasureConsumer,
      ],
      exports: [CampaignsService],
    };
  }
}
