import { adminIdentity } from '@guide/platform/testing';
import { FormsTestApp, bootForms } from '../forms/forms-test-app';

/**
 * The cms reads its own settings (SettingsService, its table, per message): the site forms go to
 * general.contactEmail once staff saved it (CMS_STAFF_EMAIL until then), the mails to visitors are signed
 * with general.siteName (and siteStatus names it for the web server), and every mail leaves from the emails settings' sender (MAIL_FROM until saved).
 */
const editor = adminIdentity(['settings.configuration.view', 'settings.configuration.update']);
const UPDATE = 'mutation($g: String!, $s: [SettingInput!]!) { updateSettings(group: $g, settings: $s) { code } }';
const CONTACT = 'mutation($input: ContactFormInput!) { submitContactForm(input: $input) }';
const input = (values: Record<string, unknown>) => Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));

describe('cms reads its settings', () => {
  let t: FormsTestApp;
  let n = 0;
  beforeAll(async () => {
    t = await bootForms();
  });
  afterAll(() => t?.close());

  const save = async (group: string, values: Record<string, unknown>) =>
    expect((await t.gql(UPDATE, { g: group, s: input(values) }, editor)).errors).toBeUndefined();
  const contact = async () => {
    t.mails.sent.length = 0;
    const form = {
      kind: 'CONTACT',
      lastName: 'Durand',
      firstName: 'Claire',
      email: `claire.${++n}@example.fr`,
      postalCode: '21000',
      city: 'Dijon',
      subject: 'Une question',
      message: 'Bonjour',
      locale: 'fr',
    };
    const res = await t.gqlWith(CONTACT, { input: form }, { 'x-forwarded-for': `198.51.100.${100 + n}` });
    expect(res.errors).toBeUndefined();
    await t.waitForMails(2);
    const staff = t.mails.sent.find((m) => m.subject.startsWith('Nouveau message'))!;
    const ack = t.mails.sent.find((m) => m.to === form.email)!;
    return { staff, ack };
  };

  it('before any save: CMS_STAFF_EMAIL, MAIL_FROM (no sender given), the default site name', async () => {
    const { staff, ack } = await contact();
    expect(staff.to).toBe('staff@example.fr');
    expect([staff.from, ack.from]).toEqual([undefined, undefined]);
    expect(ack.text).toContain('À bientôt,\nGuide Gourmand');
    expect((await t.gql('{ siteStatus { siteName } }')).data.siteStatus.siteName).toBe('Guide Gourmand');
  });

  it('follows what staff saved, at the next mail', async () => {
    await save('general', { contactEmail: 'equipe@epicerie.example', siteName: 'Épicerie Fine' });
    await save('emails', { senderName: 'Épicerie Fine', senderAddress: 'bonjour@epicerie.example' });
    const { staff, ack } = await contact();
    expect(staff.to).toBe('equipe@epicerie.example');
    expect(staff.from).toEqual({ name: 'Épicerie Fine', address: 'bonjour@epicerie.example' });
    expect(ack.from).toEqual({ name: 'Épicerie Fine', address: 'bonjour@epicerie.example' });
    expect(ack.text).toContain('À bientôt,\nÉpicerie Fine');
    expect(ack.html).toContain('<p>À bientôt,<br>Épicerie Fine</p>');
    // The web server's poll (the storefront's title suffix).
    expect((await t.gql('{ siteStatus { siteName } }')).data.siteStatus.siteName).toBe('Épicerie Fine');
  });
});
