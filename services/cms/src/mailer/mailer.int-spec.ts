import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { EventMailer, renderDefault } from '@guide/platform';
import { Events, FormSubmittedSchema } from '@guide/proto-schemas';
import { FormsTestApp, TEST_TOKEN_SECRET, bootForms } from '../forms/forms-test-app';
import { readNewsletterToken } from '../forms/newsletter-token';
import { formAckMail as ackContent, formStaffMail as staffContent } from './mail-templates';

/** The mails as sent with the default templates. */
const formAckMail = (...args: Parameters<typeof ackContent>) => renderDefault(ackContent(...args));
const formStaffMail = (...args: Parameters<typeof staffContent>) => renderDefault(staffContent(...args));

describe('cms mailer', () => {
  let t: FormsTestApp;
  beforeAll(async () => {
    t = await bootForms();
  });
  afterAll(() => t?.close());

  const contact = {
    kind: 'CONTACT',
    lastName: 'Durand',
    firstName: 'Claire <b>',
    email: 'claire@example.fr',
    postalCode: '21000',
    city: 'Dijon',
    subject: 'Une question',
    message: 'Ligne 1\nLigne 2',
    locale: 'en',
  };

  it('sends a contact form to staff with every field and acknowledges the sender in their language', async () => {
    t.mails.sent.length = 0;
    const res = await t.gqlWith(
      'mutation($input: ContactFormInput!) { submitContactForm(input: $input) }',
      { input: contact },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(res.errors).toBeUndefined();
    await t.waitForMails(2);
    const [toStaff, toSender] = t.mails.sent;
    expect(toStaff).toMatchObject({ to: 'staff@example.fr', subject: 'Nouveau message (formulaire de contact) : Une question' });
    for (const text of [
      'Nom : Durand',
      'Prénom : Claire <b>',
      'E-mail : claire@example.fr',
      'Code postal : 21000',
      'Ville : Dijon',
      'Objet : Une question',
      'Message : Ligne 1\nLigne 2',
      'Langue : anglais',
    ]) {
      expect(toStaff.text).toContain(text);
    }
    expect(toStaff.html).toContain('Claire &lt;b&gt;');
    expect(toSender).toMatchObject({ to: 'claire@example.fr', subject: 'We have received your message' });
    expect(toSender.text).toContain('Hello Claire <b> Durand,');
  });

  it('sends the double opt-in mail with the confirm and unsubscribe links of the storefront', async () => {
    t.mails.sent.length = 0;
    await t.gqlWith('mutation { subscribeNewsletter(email: "paul@example.fr") }', {}, { 'x-forwarded-for': '198.51.100.2' });
    await t.gqlWith('mutation { subscribeNewsletter(email: "anna@example.fr", locale: "en") }', {}, { 'x-forwarded-for': '198.51.100.2' });
    await t.waitForMails(2);
    const fr = t.mails.sent.find((m) => m.to === 'paul@example.fr')!;
    const en = t.mails.sent.find((m) => m.to === 'anna@example.fr')!;
    expect(fr.subject).toBe('Confirmez votre inscription à la newsletter');
    expect(en.subject).toBe('Confirm your newsletter subscription');
    const [{ id }] = await t.db.query("SELECT id FROM newsletter_subscriber WHERE email = 'paul@example.fr'");
    const confirm = /https:\/\/guide\.example\/newsletter\/confirm\/(\S+)/.exec(fr.text)!;
    const unsubscribe = /https:\/\/guide\.example\/newsletter\/unsubscribe\/(\S+)/.exec(fr.text)!;
    expect(readNewsletterToken(TEST_TOKEN_SECRET, 'confirm', confirm[1])).toBe(id);
    expect(readNewsletterToken(TEST_TOKEN_SECRET, 'unsubscribe', unsubscribe[1])).toBe(id);
    expect(en.text).toMatch(/https:\/\/guide\.example\/en\/newsletter\/confirm\/\S+/);
    expect(en.html).toContain('/en/newsletter/unsubscribe/');
    // The link of the mail confirms.
    expect((await t.gql('mutation($token: String!) { confirmNewsletter(token: $token) }', { token: confirm[1] })).data.confirmNewsletter).toBe(true);
  });

  it('sends nothing twice: a redelivered event, or a retry after the second mail failed', async () => {
    const consumer = t.app.get(EventMailer);
    t.mails.sent.length = 0;
    const event = {
      id: randomUUID(),
      type: Events.formSubmitted.type,
      key: 'k',
      occurredAt: new Date().toISOString(),
      data: create(FormSubmittedSchema, {
        submissionId: 's',
        formCode: 'partner',
        email: 'marc@example.fr',
        language: 'fr',
        fields: { name: 'Marc', email: 'marc@example.fr', company: 'Moulins' },
        submittedAt: '2026-02-01T09:00:00Z',
      }),
    };
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
    expect(t.mails.sent.map((m) => m.to)).toEqual(['staff@example.fr', 'marc@example.fr']);
    expect(t.mails.sent[0].subject).toBe('Nouveau message (formulaire partenaire) de Marc');
    expect(t.mails.sent[1].subject).toBe('Nous avons bien reçu votre message');
  });

  it('renders French by default', () => {
    const e = create(FormSubmittedSchema, { formCode: 'join-us', email: 'a@b.fr', fields: { firstName: 'Jeanne', lastName: 'Roy', newsletter: 'true' } });
    expect(formAckMail(e, 'fr').text).toContain('Bonjour Jeanne Roy,');
    expect(formAckMail(e, 'fr').text).toContain('formulaire « Rejoindre le mouvement »');
    expect(formStaffMail(e).text).toContain('Inscription à la newsletter : oui');
  });
});
