import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_SENDER, MailSender } from '@guide/platform';
import { CommerceMailerConsumer } from './mailer.consumer';

/** Order confirmations, quote acknowledgements and answers, payment receipts, sent by `sender`. */
@Module({})
export class CommerceMailerModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return { module: CommerceMailerModule, providers: [{ provide: MAIL_SENDER, useFactory: sender }, CommerceMailerConsumer], exports: [MAIL_SENDER] };
  }
}
