import { MigrationInterface, QueryRunner } from 'typeorm';

/** Site forms (contact, join us, partner), the newsletter's subscribers, the forms' request ledger and the mailer's notes. */
export class Forms1700000003200 implements MigrationInterface {
  name = 'Forms1700000003200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE form_submission (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('CONTACT', 'JOIN_US', 'PARTNER')),
      email text NOT NULL CHECK (email = lower(email)),
      fields jsonb NOT NULL DEFAULT '{}',
      language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
      -- HMAC of the client address: enough to relate abuse, not the address itself.
      client_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX form_submission_created ON form_submission (created_at DESC, id)');
    await q.query('CREATE INDEX form_submission_kind_created ON form_submission (kind, created_at DESC)');

    await q.query(`CREATE TABLE newsletter_subscriber (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (email = lower(email)),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED')),
      language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
      created_at timestamptz NOT NULL DEFAULT now(),
      -- The last confirmation email: its link is valid 7 days from here.
      requested_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      unsubscribed_at timestamptz
    )`);
    await q.query('CREATE UNIQUE INDEX newsletter_subscriber_email ON newsletter_subscriber (lower(email))');
    await q.query('CREATE INDEX newsletter_subscriber_created ON newsletter_subscriber (created_at DESC, id)');

    // Public forms' request ledger (per email, per client address hash), trimmed by the service.
    await q.query(`CREATE TABLE cms_form_attempt (
      id bigserial PRIMARY KEY,
      scope text NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX cms_form_attempt_lookup ON cms_form_attempt (scope, key, created_at)');

    // One event may send two mails (staff, sender): each sent one is noted, so a retry sends only the rest.
    await q.query(`CREATE TABLE cms_mail_sent (
      event_id uuid NOT NULL,
      part text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, part)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cms_mail_sent');
    await q.query('DROP TABLE cms_form_attempt');
    await q.query('DROP TABLE newsletter_subscriber');
    await q.query('DROP TABLE form_submission');
  }
}
