import { MigrationInterface, QueryRunner } from 'typeorm';
import { createMailTemplateTable } from '@guide/platform';

/**
 * Mail templates edited in the back office: `email_template` holds what staff customised (the defaults are
 * the platform's registry, never copied here); a reset keeps the row, not customised, with its version, so
 * every mailer's copy applies changes in order. `cms_mail_template` is the cms mailer's own copy, filled by
 * the same event as every other mailing service's.
 */
export class EmailTemplates1700000003900 implements MigrationInterface {
  name = 'EmailTemplates1700000003900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE email_template (
      code text NOT NULL,
      locale text NOT NULL,
      subject text NOT NULL,
      body_html text NOT NULL,
      customised boolean NOT NULL,
      version integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (code, locale)
    )`);
    await createMailTemplateTable(q, 'cms_mail_template');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cms_mail_template');
    await q.query('DROP TABLE email_template');
  }
}
