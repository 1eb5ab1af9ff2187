import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_SENDER, MailSender } from '@guide/platform';
import { TicketsMailerConsumer } from './mailer.consumer';

/** Acknowledgements, replies and status changes to requesters, assignment and note notices to assignees, sent by `sender`. */
@Module({})
export class TicketsMailerModule {
  static forRoot(sender: () => MailSender): DynamicModule {
    return { module: TicketsMailerModule, providers: [{ provide: MAIL_SENDER, useFactory: sender }, TicketsMailerConsumer], exports: [MAIL_SENDER] };
  }
}
