import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_SENDER, MailSender } from '@guide/platform';
import { CmsMailerConsumer } from './mailer.consumer';

/** Site forms to staff with their acknowledgements, and the newsletter's confirmation mails, sent by `sender`. */
@Module({})
export class CmsMailerModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return { module: CmsMailerModule, providers: [{ provide: MAIL_SENDER, useFactory: sender }, CmsMailerConsumer], exports: [MAIL_SENDER] };
  }
}
