import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { EventMailer, renderDefault } from '@guide/platform';
import { ContestPartnerAppliedSchema, ContestRegistrationReceivedSchema, Events } from '@guide/proto-schemas';
import { ContestTestApp, bootContest, createEdition } from '../testing/contest-test-app';
import { partnerAppliedAckMail as ackContent, registrationReceivedMail as registrationContent } from './mail-templates';

/** The mails as sent with the default templates. */
const registrationReceivedMail = (...args: Parameters<typeof registrationContent>) => renderDefault(registrationContent(...args));
const partnerAppliedAckMail = (...args: Parameters<typeof ackContent>) => renderDefault(ackContent(...args));

describe('contest mailer', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
    await createEdition(t, { year: 2026, opensAt: '2026-01-01T00:00:00+01:00', closesAt: '2026-06-01T00:00:00+02:00' });
    t.setNow('2026-02-01T10:00:00+01:00');
  });
  afterAll(() => t?.close());

  const waitFor = async (count: number) => {
    const end = Date.now() + 10_000;
    while (t.mails.sent.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  };

  it('confirms a registration to the applicant in the request language, through the outbox', async () => {
    const res = await t.gqlWith(
      'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id } }',
      { input: { category: 'HOTEL_SCHOOL', name: 'Ann <b>', establishmentName: 'Dinard', email: 'ann@example.com', phone: '02 99 12 34 56' } },
      { 'accept-language': 'en-US' },
    );
    expect(res.errors).toBeUndefined();
    await waitFor(1);
    expect(t.mails.sent).toHaveLength(1);
    expect(t.mails.sent[0]).toMatchObject({ to: 'ann@example.com', subject: 'Your registration for the 2026 Breakfast Contest' });
    expect(t.mails.sent[0].text).toContain('Hotel school');
    expect(t.mails.sent[0].html).toContain('Ann &lt;b&gt;');
  });

  it('tells the organisers and acknowledges the applicant of a partner application', async () => {
    t.mails.sent.length = 0;
    const res = await t.gql('mutation($input: PartnerFormInput!) { applyAsContestPartner(input: $input) }', {
      input: { name: 'Marie', email: 'marie@laiterie.fr', company: 'Laiterie' },
    });
    expect(res.errors).toBeUndefined();
    await waitFor(2);
    expect(t.mails.sent.map((m) => [m.to, m.subject])).toEqual([
      ['jury@example.fr', 'Nouvelle demande de partenariat : Laiterie'],
      ['marie@laiterie.fr', 'Votre demande de partenariat'],
    ]);
  });

  it('sends nothing twice: a redelivered event, or a retry after the second mail failed', async () => {
    const consumer = t.app.get(EventMailer);
    t.mails.sent.length = 0;
    const event = {
      id: randomUUID(),
      type: Events.contestPartnerApplied.type,
      key: 'k',
      occurredAt: new Date().toISOString(),
      data: create(ContestPartnerAppliedSchema, {
        applicationId: 'a',
        editionYear: 2026,
        name: 'Paul',
        email: 'paul@example.fr',
        company: 'Moulins',
        language: 'en',
        appliedAt: '2026-02-01T09:00:00Z',
      }),
    };
    // The organisers' mail goes, the applicant's fails: the retry sends only the applicant's.
    const send = t.mails.send.bind(t.mails);
    let calls = 0;
    t.mails.send = async (m) => {
      calls++;
      if (calls === 2) throw new Error('SMTP down');
      return send(m);
    };
    await expect(consumer.handle(event)).rejects.toThrow(/SMTP/);
    await consumer.handle(event);
    await consumer.handle(event);
    t.mails.send = send;
    expect(t.mails.sent.map((m) => m.to)).toEqual(['jury@example.fr', 'paul@example.fr']);
    expect(t.mails.sent[1].subject).toBe('Your partnership request');
  });

  it('renders French by default', () => {
    const e = create(ContestRegistrationReceivedSchema, {
      editionYear: 2026,
      category: 'PROFESSIONAL',
      name: 'Jeanne',
      establishmentName: 'Chez Jeanne',
      phone: '03.80.12.34.56',
    });
    expect(registrationReceivedMail(e, 'fr').subject).toBe('Votre inscription au Concours du petit-déjeuner 2026');
    expect(registrationReceivedMail(e, 'fr').text).toContain('Catégorie : Professionnel');
    expect(partnerAppliedAckMail(create(ContestPartnerAppliedSchema, { name: 'A', company: 'B' }), 'fr').text).toContain('Bonjour A,');
  });
});
