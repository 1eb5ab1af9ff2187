import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_SENDER, MailSender } from '@guide/platform';
import { ContestMailerConsumer } from './mailer.consumer';

/** Registration confirmations, partner applications to the organisers and their acknowledgements, sent by `sender`. */
@Module({})
export class ContestMailerModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return { module: ContestMailerModule, providers: [{ provide: MAIL_SENDER, useFactory: sender }, ContestMailerConsumer], exports: [MAIL_SENDER] };
  }
}
