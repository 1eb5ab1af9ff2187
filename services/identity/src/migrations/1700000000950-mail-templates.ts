import { MigrationInterface, QueryRunner } from 'typeorm';
import { createMailTemplateTable } from '@guide/platform';

/** The mailer's copy of the templates customised in the cms (cms.email-template.changed), read to render each mail. */
export class MailTemplates1700000000950 implements MigrationInterface {
  name = 'MailTemplates1700000000950';

  async up(q: QueryRunner): Promise<void> {
    await createMailTemplateTable(q, 'identity_mail_template');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE identity_mail_template');
  }
}
