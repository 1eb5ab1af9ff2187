import { MigrationInterface, QueryRunner } from 'typeorm';
import { createMailSentTable } from '@guide/platform';

/** The mailer's notes: each part of an event's mails sent (or refused for good), so a redelivery sends only the rest (ADR 0030). */
export class MailSent1700000002400 implements MigrationInterface {
  name = 'MailSent1700000002400';

  async up(q: QueryRunner): Promise<void> {
    await createMailSentTable(q, 'commerce_mail_sent');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE commerce_mail_sent');
  }
}
