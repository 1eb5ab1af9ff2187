import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { ConsumedEvent, EventMailer, MailMessage, MailSender, SettingsReader } from '@guide/platform';
import { bootTestSubgraph, deliverSettings, TestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { Events, TicketCreatedSchema, TicketNoteAddedSchema } from '@guide/proto-schemas';
import { AppModule, SERVICE } from '../app.module';
import { TicketsMailConfig } from '../mailer/mailer.config';

class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
}

const CUSTOMER = '00000000-0000-4000-8000-0000000000c7';
const event = (type: string, data: unknown): ConsumedEvent =>
  ({ id: randomUUID(), type, key: randomUUID(), occurredAt: new Date().toISOString(), data }) as ConsumedEvent;
const customerTicket = () =>
  event(
    Events.ticketCreated.type,
    create(TicketCreatedSchema, {
      ticketId: randomUUID(),
      subject: 'Colis abîmé',
      description: 'Le pot est arrivé fêlé.',
      status: 'NEW',
      requesterCustomerId: CUSTOMER,
      requesterEmail: 'ann@example.com',
      requesterLanguage: 'en',
      createdBy: CUSTOMER,
    }),
  );

/**
 * Settings reach support-tickets without a restart: the team's notices (a customer's new ticket, an answer
 * on an unassigned one) go to general.contactEmail, and every mail's sender follows the emails settings.
 */
describe('support-tickets reads the settings (cms.settings.changed)', () => {
  let t: TestSubgraph;
  const mails = new FakeMailSender();
  const settings = (group: 'general' | 'emails', values: Record<string, unknown>) => deliverSettings(t.app, 'support-tickets.settings', group, values);

  beforeAll(async () => {
    const config: TicketsMailConfig = { ...(await testSubgraphConfig(SERVICE)), PUBLIC_WEB_URL: 'https://guide.test' };
    t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => mails }), config);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    mails.sent.length = 0;
  });

  it('announces a customer’s new ticket to the contact address, the one saved at the time', async () => {
    const mailer = t.app.get(EventMailer);
    expect(t.app.get(SettingsReader).get('general', 'contactEmail')).toBe('contact@guide-gourmand.fr');
    await mailer.handle(customerTicket());
    expect(mails.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.com', expect.any(String)],
      ['contact@guide-gourmand.fr', 'Nouvelle demande : Colis abîmé'],
    ]);
    expect(mails.sent[1].text).toContain('ann@example.com a ouvert le ticket « Colis abîmé » :');
    expect(mails.sent[1].text).toContain('https://guide.test/admin/tickets/');

    await settings('general', { contactEmail: 'sav@epicerie.example' });
    mails.sent.length = 0;
    await mailer.handle(customerTicket());
    const answer = create(TicketNoteAddedSchema, {
      ticketId: randomUUID(),
      subject: 'Colis abîmé',
      notes: 'Toujours rien.',
      public: true,
      byRequester: true,
      author: 'Ann',
    });
    await mailer.handle(event(Events.ticketNoteAdded.type, answer));
    expect(mails.sent.map((m) => m.to)).toEqual(['ann@example.com', 'sav@epicerie.example', 'sav@epicerie.example']);
  });

  it('sends from the sender staff saved', async () => {
    await settings('emails', { senderName: 'SAV Épicerie', senderAddress: 'sav@epicerie.example' });
    await t.app.get(EventMailer).handle(customerTicket());
    expect(mails.sent.map((m) => m.from)).toEqual([
      { name: 'SAV Épicerie', address: 'sav@epicerie.example' },
      { name: 'SAV Épicerie', address: 'sav@epicerie.example' },
    ]);
  });
});
