import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { ConsumedEvent, EventMailer, MailMessage, MailSender, TransientEventError } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { Events, StatusChangedSchema, TicketAssignedSchema, TicketCreatedSchema, TicketNoteAddedSchema } from '@guide/proto-schemas';
import { AppModule, SERVICE } from '../app.module';
import { TicketsMailConfig } from './mailer.config';

/** Mails "sent" in these tests (the SMTP edge replaced). */
class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  fail: Error | null = null;
  async send(message: MailMessage): Promise<void> {
    if (this.fail) throw this.fail;
    this.sent.push(message);
  }
  close(): void {}
}

const agent = adminIdentity(['support.tickets.list', 'support.tickets.create', 'support.tickets.update']);
const STAFF_ID = '00000000-0000-4000-8000-000000000001';
const TICKET = '3f2b8c1e-0000-4000-8000-00000000a001';

/** An event as the bus hands it to the consumer. */
function event(type: string, data: unknown): ConsumedEvent {
  return { id: randomUUID(), type, key: TICKET, occurredAt: new Date().toISOString(), data } as ConsumedEvent;
}

describe('support-tickets mailer', () => {
  let t: TestSubgraph;
  let mails: FakeMailSender;
  let consumer: EventMailer;
  let db: DataSource;

  beforeAll(async () => {
    mails = new FakeMailSender();
    const config: TicketsMailConfig = { ...(await testSubgraphConfig(SERVICE)), PUBLIC_WEB_URL: 'https://guide.test/' };
    t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => mails }), config);
    consumer = t.app.get(EventMailer);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    mails.sent.length = 0;
    mails.fail = null;
  });

  const waitFor = async (count: number) => {
    const end = Date.now() + 10_000;
    while (mails.sent.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  };

  describe('tickets.ticket.created', () => {
    const created = (data: Record<string, unknown>) =>
      event(Events.ticketCreated.type, create(TicketCreatedSchema, { ticketId: TICKET, subject: 'Colis abîmé', status: 'NEW', ...data }));

    it('acknowledges a customer’s ticket in their language, with a link to it in their account', async () => {
      await consumer.handle(
        created({ requesterCustomerId: randomUUID(), requesterEmail: 'ann@example.com', requesterLanguage: 'en', subject: 'Broken <jar>' }),
      );
      await consumer.handle(created({ requesterCustomerId: randomUUID(), requesterEmail: 'jeanne@example.fr', requesterLanguage: 'fr' }));
      expect(mails.sent.map((m) => [m.to, m.subject])).toEqual([
        ['ann@example.com', 'We have received your request: Broken <jar>'],
        ['jeanne@example.fr', 'Nous avons bien reçu votre demande : Colis abîmé'],
      ]);
      const [en, fr] = mails.sent;
      expect(en.text).toContain(`https://guide.test/en/account/support/${TICKET}`);
      expect(en.html).toContain('Broken &lt;jar&gt;');
      expect(en.html).not.toContain('<jar>');
      expect(fr.text).toContain(`https://guide.test/account/support/${TICKET}`);
      expect(fr.text).toContain('Notre équipe');
      expect(fr.html).toContain(`<a href="https://guide.test/account/support/${TICKET}">`);
    });

    it('sends nothing for a ticket staff made for nobody', async () => {
      await consumer.handle(created({ createdBy: STAFF_ID }));
      expect(mails.sent).toEqual([]);
    });
  });

  describe('tickets.ticket.assigned', () => {
    const assigned = (data: Record<string, unknown>) =>
      event(Events.ticketAssigned.type, create(TicketAssignedSchema, { ticketId: TICKET, subject: 'Facture introuvable', ...data }));

    it('tells the new assignee, in French, with a link to the back office', async () => {
      await consumer.handle(
        assigned({
          assigneeEmail: 'paul@guide.test',
          assigneeName: 'Paul Martin',
          assignedGroupName: 'Niveau 2',
          requesterEmail: 'ann@example.com',
          requesterLanguage: 'en',
        }),
      );
      expect(mails.sent).toHaveLength(1);
      expect(mails.sent[0]).toMatchObject({ to: 'paul@guide.test', subject: 'Un ticket vous a été attribué : Facture introuvable' });
      expect(mails.sent[0].text).toContain('Bonjour Paul Martin,');
      expect(mails.sent[0].text).toContain('(groupe Niveau 2)');
      expect(mails.sent[0].text).toContain(`https://guide.test/admin/tickets/${TICKET}`);
    });

    it('sends nothing when the ticket was unassigned or given to a group only', async () => {
      await consumer.handle(assigned({ assignedGroupName: 'Niveau 2' }));
      await consumer.handle(assigned({}));
      expect(mails.sent).toEqual([]);
    });
  });

  describe('tickets.note.added', () => {
    const note = (data: Record<string, unknown>) =>
      event(
        Events.ticketNoteAdded.type,
        create(TicketNoteAddedSchema, {
          ticketId: TICKET,
          noteId: randomUUID(),
          subject: 'Colis abîmé',
          requesterEmail: 'ann@example.com',
          requesterLanguage: 'en',
          assigneeEmail: 'paul@guide.test',
          ...data,
        }),
      );

    it('sends a public staff note to the requester in their language, escaped in HTML, line breaks kept', async () => {
      await consumer.handle(note({ public: true, author: 'Paul', notes: 'A new jar <script>alert(1)</script> & co\nleaves today.' }));
      await consumer.handle(
        note({ public: true, author: 'Paul', notes: 'Un nouveau pot part ce jour.', requesterEmail: 'jeanne@example.fr', requesterLanguage: 'fr' }),
      );
      expect(mails.sent.map((m) => [m.to, m.subject])).toEqual([
        ['ann@example.com', 'New reply to your request: Colis abîmé'],
        ['jeanne@example.fr', 'Nouvelle réponse à votre demande : Colis abîmé'],
      ]);
      const [en, fr] = mails.sent;
      expect(en.html).toContain('A new jar &lt;script&gt;alert(1)&lt;/script&gt; &amp; co<br>leaves today.');
      expect(en.html).not.toContain('<script>');
      expect(en.text).toContain('> A new jar <script>alert(1)</script> & co\n> leaves today.');
      expect(en.text).toContain(`https://guide.test/en/account/support/${TICKET}`);
      expect(fr.text).toContain('Un nouveau pot part ce jour.');
      expect(fr.text).toContain(`https://guide.test/account/support/${TICKET}`);
    });

    it('never sends an internal note to the requester: only to the assignee, in French', async () => {
      await consumer.handle(note({ public: false, author: 'Paul', notes: 'Client <difficile>, rembourser sans discuter.' }));
      await consumer.handle(note({ public: false, author: 'Paul', notes: 'Pas d’assigné.', assigneeEmail: '' }));
      expect(mails.sent.map((m) => m.to)).toEqual(['paul@guide.test']);
      expect(mails.sent[0].subject).toBe('Note interne sur le ticket : Colis abîmé');
      expect(mails.sent[0].html).toContain('Client &lt;difficile&gt;');
      expect(mails.sent[0].text).toContain(`https://guide.test/admin/tickets/${TICKET}`);
    });

    it('tells the assignee, not the requester, when the requester answers (the team’s address while unassigned)', async () => {
      await consumer.handle(note({ public: true, byRequester: true, author: 'Ann Smith', notes: 'Still broken.' }));
      await consumer.handle(note({ public: true, byRequester: true, author: 'Ann Smith', notes: 'Hello?', assigneeEmail: '' }));
      expect(mails.sent.map((m) => m.to)).toEqual(['paul@guide.test', 'contact@guide-gourmand.fr']); // general.contactEmail's default
      expect(mails.sent[0]).toMatchObject({ to: 'paul@guide.test', subject: 'Le client a répondu : Colis abîmé' });
      expect(mails.sent[0].text).toContain('Ann Smith a répondu au ticket « Colis abîmé » :');
      expect(mails.sent[0].text).toContain('> Still broken.');
    });
  });

  describe('status changes', () => {
    const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id } }';
    const STATUS = 'mutation($id: ID!, $status: TicketStatus!) { updateTicketStatus(id: $id, status: $status) { status } }';
    const newTicket = async (subject: string, requester?: { customerId: string; email: string; language: string }) => {
      const res = await t.gql(CREATE, { input: { subject } }, agent);
      expect(res.errors).toBeUndefined();
      const id: string = res.data.createTicket.id;
      // A customer's ticket: the requester columns openSupportTicket fills.
      if (requester)
        await db.query('UPDATE ticket SET requester_customer_id = $2, requester_email = $3, requester_language = $4 WHERE id = $1', [
          id,
          requester.customerId,
          requester.email,
          requester.language,
        ]);
      return id;
    };
    const statusEvent = (type: string, id: string, data: Record<string, unknown> = {}) => ({
      ...event(type, create(StatusChangedSchema, { entityId: id, ...data })),
      key: id,
    });

    it('mails the requester each status the ticket enters, in their language, through the outbox', async () => {
      const fr = await newTicket('Colis <abîmé>', { customerId: randomUUID(), email: 'jeanne@example.fr', language: 'fr' });
      const en = await newTicket('Wrong invoice', { customerId: randomUUID(), email: 'ann@example.com', language: 'en' });
      expect((await t.gql(STATUS, { id: fr, status: 'IN_PROGRESS' }, agent)).errors).toBeUndefined();
      await waitFor(1);
      expect((await t.gql(STATUS, { id: en, status: 'RESOLVED' }, agent)).errors).toBeUndefined();
      await waitFor(2);
      expect(mails.sent.map((m) => [m.to, m.subject])).toEqual([
        ['jeanne@example.fr', 'Votre demande « Colis <abîmé> » est maintenant : En cours de traitement'],
        ['ann@example.com', 'Your request "Wrong invoice" is now: Resolved'],
      ]);
      expect(mails.sent[0].html).toContain('Colis &lt;abîmé&gt;');
      expect(mails.sent[0].text).toContain(`https://guide.test/account/support/${fr}`);
      expect(mails.sent[1].text).toContain(`https://guide.test/en/account/support/${en}`);
    });

    it('words closed and rejected requests in both languages', async () => {
      const id = await newTicket('Remboursement', { customerId: randomUUID(), email: 'jeanne@example.fr', language: 'fr' });
      await consumer.handle(statusEvent(Events.ticketClosed.type, id, { fromStatus: 'RESOLVED', toStatus: 'CLOSED' }));
      await consumer.handle(statusEvent(Events.ticketRejected.type, id, { fromStatus: 'NEW', toStatus: 'REJECTED' }));
      await db.query("UPDATE ticket SET requester_language = 'en' WHERE id = $1", [id]);
      await consumer.handle(statusEvent(Events.ticketRejected.type, id, { fromStatus: 'NEW', toStatus: 'REJECTED' }));
      expect(mails.sent.map((m) => m.subject)).toEqual([
        'Votre demande « Remboursement » est maintenant : Clôturée',
        'Votre demande « Remboursement » est maintenant : Refusée',
        'Your request "Remboursement" is now: Declined',
      ]);
    });

    it('sends nothing for a staff-made ticket, a deleted one, or a change the requester made', async () => {
      const staff = await newTicket('Inventaire');
      const customerId = randomUUID();
      const own = await newTicket('Ma demande', { customerId, email: 'jeanne@example.fr', language: 'fr' });
      await consumer.handle(statusEvent(Events.ticketResolved.type, staff, { actorId: STAFF_ID }));
      await consumer.handle(statusEvent(Events.ticketResolved.type, randomUUID(), { actorId: STAFF_ID }));
      await consumer.handle(statusEvent(Events.ticketClosed.type, own, { actorId: customerId }));
      expect(mails.sent).toEqual([]);
    });
  });

  it('retries when the SMTP server is unavailable, and drops a mail it refuses for good', async () => {
    const ack = event(
      Events.ticketCreated.type,
      create(TicketCreatedSchema, { ticketId: TICKET, subject: 'S', requesterEmail: 'bad@example.com', requesterLanguage: 'fr' }),
    );
    mails.fail = new Error('connection refused');
    await expect(consumer.handle(ack)).rejects.toBeInstanceOf(TransientEventError);
    mails.fail = Object.assign(new Error('550 no such user'), { responseCode: 550 });
    await expect(consumer.handle(ack)).resolves.toBeUndefined();
    // Refused for good is noted like a sent mail: the same event redelivered sends nothing more.
    mails.fail = null;
    await consumer.handle(ack);
    expect(mails.sent).toEqual([]);
    await consumer.handle({ ...ack, id: randomUUID() });
    expect(mails.sent.map((m) => m.to)).toEqual(['bad@example.com']);
  });

  it('sends a mail once: a redelivered event finds it noted sent', async () => {
    const ack = event(
      Events.ticketCreated.type,
      create(TicketCreatedSchema, { ticketId: TICKET, subject: 'S', requesterEmail: 'once@example.com', requesterLanguage: 'en' }),
    );
    await consumer.handle(ack);
    await consumer.handle(ack);
    expect(mails.sent.map((m) => m.to)).toEqual(['once@example.com']);
    expect(await db.query('SELECT part FROM tickets_mail_sent WHERE event_id = $1', [ack.id])).toEqual([{ part: 'requester' }]);
  });
});
