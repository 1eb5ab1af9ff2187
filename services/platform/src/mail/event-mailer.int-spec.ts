import { randomUUID } from 'node:crypto';
import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { EventConsumer } from '../events/consumer';
import { EventDefinition, TransportEvent } from '../events/event';
import { EventBus } from '../events/events.module';
import { CreateEventTables1700000000000 } from '../events/outbox';
import { CreateParkedEvents1700000000001 } from '../events/parked-events';
import { asLocale } from '../i18n/locale';
import { EventMailer, ServiceMails, createMailSentTable, createMailTemplateTable, defineMails, mailsOn } from './event-mailer';
import { MailMessage, MailSender } from './mail-sender';

/**
 * The platform's event mailer as a service declares it: composed in the recipient's language, each part
 * sent once across redeliveries and retries, an SMTP 5xx noted and skipped, any other failure retried
 * (never parked), and a bug in a rule parked like any failing event.
 */
class TestMailSentTable1700000000002 implements MigrationInterface {
  name = 'TestMailSentTable1700000000002';
  async up(q: QueryRunner): Promise<void> {
    await createMailSentTable(q, 'test_mail_sent');
    await createMailTemplateTable(q, 'test_mail_template');
    await q.query('CREATE TABLE test_contact (email text PRIMARY KEY, language text NOT NULL)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE test_contact');
    await q.query('DROP TABLE test_mail_sent');
    await q.query('DROP TABLE test_mail_template');
  }
}

/** Delivers what it is told to; `failures` says, per address, how the next sends fail. */
class ScriptedSender implements MailSender {
  readonly sent: MailMessage[] = [];
  readonly attempts: string[] = [];
  readonly failures = new Map<string, Error[]>();
  closed = false;
  async send(message: MailMessage): Promise<void> {
    this.attempts.push(message.to);
    const failure = this.failures.get(message.to)?.shift();
    if (failure) throw failure;
    this.sent.push(message);
  }
  close(): void {
    this.closed = true;
  }
}

const smtpDown = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ECONNREFUSED' });
const mailboxFull = () => Object.assign(new Error('452 mailbox full'), { responseCode: 452 });
const noSuchUser = () => Object.assign(new Error('550 no such user'), { responseCode: 550 });

interface TestConfig {
  PUBLIC_WEB_URL?: string;
  STAFF_EMAIL: string;
}

const MAILS = defineMails<TestConfig>({
  consumer: 'test.mailer',
  sentTable: 'test_mail_sent',
  templateTable: 'test_mail_template',
  rules: [
    // Two parts: staff (in French) and the sender, in their language, with a link to the site.
    mailsOn(Events.formSubmitted, ({ data: e }, { config, origin }) => {
      const locale = asLocale(e.language);
      return [
        { part: 'staff', to: config.STAFF_EMAIL, template: 'form.staff', locale: 'fr', variables: { formName: e.formCode, sender: e.email } },
        {
          part: 'sender',
          to: e.email,
          template: 'form.received',
          locale,
          variables: { formName: e.formCode, recapHtml: `<p>${origin}${locale === 'en' ? '/en' : ''}/contact</p>` },
        },
      ];
    }),
    // Read in the consumer's transaction: the address and language are the service's rows.
    mailsOn([Events.customerRegistered, Events.verificationEmailRequested], async ({ data: e }, { manager }) => {
      const [contact] = await manager.query('SELECT email, language FROM test_contact WHERE email = $1', [e.email]);
      if (!contact) return [];
      return [{ part: 'customer', to: contact.email, template: 'account.verify-email', locale: asLocale(contact.language), variables: { firstName: 'Eve' } }];
    }),
    mailsOn(Events.passwordResetRequested, () => {
      throw new Error('a bug in the template');
    }),
  ],
});

function transportEvent<S extends DescMessage>(definition: EventDefinition<S>, data: MessageInitShape<S>): TransportEvent {
  return {
    id: randomUUID(),
    type: definition.type,
    key: randomUUID(),
    payload: toBinary(definition.schema, create(definition.schema, data)),
    occurredAt: new Date().toISOString(),
  };
}

describe('event mailer', () => {
  let db: DataSource;
  let sender: ScriptedSender;
  let mailer: EventMailer;
  let consumer: EventConsumer;
  let templates: EventConsumer;
  const registered: { name: string; types: string[] }[] = [];

  beforeAll(async () => {
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('event_mailer'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001, TestMailSentTable1700000000002],
      migrationsRun: true,
    });
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
  });

  beforeEach(() => {
    sender = new ScriptedSender();
    const bus = {
      consume: (name: string, definitions: readonly EventDefinition[], handle: ConstructorParameters<typeof EventConsumer>[3]) => {
        registered.push({ name, types: definitions.map((d) => d.type) });
        const created = new EventConsumer(name, db, definitions, handle, { attempts: 2, baseDelayMs: 1, maxDelayMs: 5 });
        if (name.endsWith('.templates')) templates = created;
        else consumer = created;
      },
    } as unknown as EventBus;
    const config: TestConfig = { PUBLIC_WEB_URL: 'https://guide.example/', STAFF_EMAIL: 'staff@guide.example' };
    mailer = new EventMailer(bus, sender, config, MAILS as ServiceMails, db);
    mailer.onModuleInit();
  });

  const form = (email: string, language = 'fr') => transportEvent(Events.formSubmitted, { submissionId: 's', formCode: 'contact', email, language });
  const sentParts = async (event: TransportEvent) =>
    (await db.query('SELECT part FROM test_mail_sent WHERE event_id = $1 ORDER BY part', [event.id])).map((r: { part: string }) => r.part);

  it('consumes the events its rules name, as the declared consumer group, and closes the sender on shutdown', () => {
    expect(registered.slice(-2)).toEqual([
      {
        name: 'test.mailer',
        types: ['cms.form.submitted', 'identity.customer.registered', 'identity.customer.verification-requested', 'identity.password.reset-requested'],
      },
      { name: 'test.mailer.templates', types: ['cms.email-template.changed'] },
    ]);
    mailer.onModuleDestroy();
    expect(sender.closed).toBe(true);
  });

  it('composes each part in its recipient’s language, with links without a doubled slash, and sends each once', async () => {
    const event = form('ann@example.com', 'en');
    expect(await consumer.deliver(event)).toBe('applied');
    expect(sender.sent.map((m) => [m.to, m.subject])).toEqual([
      ['staff@guide.example', 'Nouveau message (contact)'],
      ['ann@example.com', 'We have received your message'],
    ]);
    expect(sender.sent[0].text).toContain('ann@example.com a envoyé le contact du site.');
    expect(sender.sent[1].text).toContain('https://guide.example/en/contact');
    expect(sender.sent[1].html).toContain('<html lang="en">');
    expect(await sentParts(event)).toEqual(['sender', 'staff']);
    // Redelivered: the inbox drops it; handled again anyway (a crash before the inbox commit): nothing resent.
    expect(await consumer.deliver(event)).toBe('duplicate');
    await mailer.handle({
      id: event.id,
      type: event.type,
      key: event.key,
      occurredAt: event.occurredAt,
      data: create(Events.formSubmitted.schema, { email: 'ann@example.com' }),
    });
    expect(sender.sent).toHaveLength(2);
  });

  it('retries a transient failure (server down, 4xx) until it goes through, without sending the parts already sent again', async () => {
    const event = form('bob@example.fr');
    sender.failures.set('bob@example.fr', [smtpDown(), mailboxFull(), smtpDown()]);
    expect(await consumer.deliver(event)).toBe('applied');
    // Staff's part went at the first try; the sender's was tried four times, sent once.
    expect(sender.attempts).toEqual(['staff@guide.example', 'bob@example.fr', 'bob@example.fr', 'bob@example.fr', 'bob@example.fr']);
    expect(sender.sent.map((m) => m.to)).toEqual(['staff@guide.example', 'bob@example.fr']);
    expect(sender.sent[1].subject).toBe('Nous avons bien reçu votre message');
    expect(await consumer.list()).toEqual([]); // never parked, though more failures than `attempts`
  });

  it('notes a permanent failure (5xx) and goes on with the other parts: not retried, not parked', async () => {
    const event = form('nobody@example.com');
    sender.failures.set('staff@guide.example', [noSuchUser()]);
    expect(await consumer.deliver(event)).toBe('applied');
    expect(sender.sent.map((m) => m.to)).toEqual(['nobody@example.com']);
    expect(await sentParts(event)).toEqual(['sender', 'staff']);
    await mailer.handle({
      id: event.id,
      type: event.type,
      key: event.key,
      occurredAt: event.occurredAt,
      data: create(Events.formSubmitted.schema, { email: 'nobody@example.com' }),
    });
    expect(sender.attempts).toEqual(['staff@guide.example', 'nobody@example.com']);
    expect(await consumer.list()).toEqual([]);
  });

  it('skips a part without an address, and reads the service’s rows in the consumer’s transaction', async () => {
    await db.query("INSERT INTO test_contact (email, language) VALUES ('eve@example.com', 'en') ON CONFLICT DO NOTHING");
    const noAddress = transportEvent(Events.formSubmitted, { formCode: 'contact', email: '' });
    const known = transportEvent(Events.customerRegistered, { email: 'eve@example.com', firstName: 'Eve' });
    const unknown = transportEvent(Events.verificationEmailRequested, { email: 'ghost@example.com' });
    expect(await consumer.deliver(noAddress)).toBe('applied');
    expect(await consumer.deliver(known)).toBe('applied');
    expect(await consumer.deliver(unknown)).toBe('applied');
    expect(sender.sent.map((m) => [m.to, m.subject])).toEqual([
      ['staff@guide.example', 'Nouveau message (contact)'],
      ['eve@example.com', 'Confirm your email address'],
    ]);
    expect(await sentParts(noAddress)).toEqual(['staff']);
  });

  it('parks an event whose rule fails (a bug, not the SMTP server), and ignores the types no rule names', async () => {
    const broken = transportEvent(Events.passwordResetRequested, { email: 'x@example.com' });
    expect(await consumer.deliver(broken)).toBe('parked');
    const [parked] = await consumer.list();
    expect(parked).toMatchObject({ eventId: broken.id, status: 'PARKED', error: 'a bug in the template' });
    expect(await consumer.deliver(transportEvent(Events.customerVerified, { email: 'x@example.com' }))).toBe('ignored');
    expect(sender.attempts).toEqual([]);
  });

  it('renders with the customised template its copy holds, newest version only, and the default again once reset', async () => {
    const change = (version: number, data: { subject?: string; bodyHtml?: string; reset?: boolean }) =>
      transportEvent(Events.emailTemplateChanged, { code: 'form.received', locale: 'fr', version, updatedAt: new Date().toISOString(), ...data });
    const saved = change(2, { subject: 'Merci {{name}} !', bodyHtml: '<p>Reçu : {{formName}}</p>' });
    expect(await templates.deliver(saved)).toBe('applied');
    expect(await templates.deliver(change(1, { subject: 'Ancienne version', bodyHtml: '<p>Ancienne</p>' }))).toBe('applied'); // older: ignored
    await consumer.deliver(transportEvent(Events.formSubmitted, { formCode: 'contact', email: 'zoe@example.fr', fields: { firstName: 'Zoé' } }));
    expect(sender.sent[1]).toMatchObject({ to: 'zoe@example.fr', subject: 'Merci !' });
    expect(sender.sent[1].html).toContain('<p>Reçu : contact</p>');
    // The English text is still the default, and so is the French one once reset.
    expect(await templates.deliver(change(3, { reset: true }))).toBe('applied');
    await consumer.deliver(transportEvent(Events.formSubmitted, { formCode: 'contact', email: 'zoe@example.fr' }));
    expect(sender.sent[3].subject).toBe('Nous avons bien reçu votre message');
    expect(await db.query("SELECT customised, version FROM test_mail_template WHERE code = 'form.received'")).toEqual([{ customised: false, version: 3 }]);
  });

  it('refuses two rules for one event type', () => {
    const twice = defineMails({
      consumer: 'test.twice',
      sentTable: 'test_mail_sent',
      templateTable: 'test_mail_template',
      rules: [mailsOn(Events.formSubmitted, () => []), mailsOn(Events.formSubmitted, () => [])],
    });
    expect(() => new EventMailer({} as EventBus, sender, {}, twice as ServiceMails, db)).toThrow('test.twice: two mail rules for cms.form.submitted');
  });
});
