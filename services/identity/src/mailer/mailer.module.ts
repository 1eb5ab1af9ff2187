import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_SENDER, MailSender } from '@guide/platform';
import { MailerConsumer } from './mailer.consumer';

/** The account e-mails (verification, password reset), sent from the account events by `sender`. */
@Module({})
export class MailerModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return { module: MailerModule, providers: [{ provide: MAIL_SENDER, useFactory: sender }, MailerConsumer] };
  }
}
