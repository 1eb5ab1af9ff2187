import { Module } from '@nestjs/common';
import { EmailTemplatesResolver } from './email-templates.resolver';
import { EmailTemplatesService } from './email-templates.service';

/** Marketing › Emails: the platform's mail templates, customised and previewed. */
@Module({
  providers: [EmailTemplatesService, EmailTemplatesResolver],
})
export class EmailTemplatesModule {}
