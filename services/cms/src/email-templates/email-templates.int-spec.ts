import { DataSource } from 'typeorm';
import { MAIL_TEMPLATES } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { FormsTestApp, bootForms } from '../forms/forms-test-app';

/**
 * Marketing › Emails: every code in both languages, a save checked (placeholders, lengths) and sanitized, a
 * preview with sample values, a reset; each change published in the save's transaction and applied by the
 * cms's own mailer, whose next mail uses it.
 */
const editor = adminIdentity(['marketing.email-templates.list', 'marketing.email-templates.update']);
const reader = adminIdentity(['marketing.email-templates.list']);
const FIELDS = 'code locale subject bodyHtml variables customised updatedAt';
const LIST = `{ emailTemplates { ${FIELDS} } }`;
const UPDATE = `mutation($code: String!, $locale: String!, $subject: String!, $bodyHtml: String!) {
  updateEmailTemplate(code: $code, locale: $locale, subject: $subject, bodyHtml: $bodyHtml) { ${FIELDS} } }`;
const RESET = `mutation($code: String!, $locale: String!) { resetEmailTemplate(code: $code, locale: $locale) { ${FIELDS} } }`;
const PREVIEW = `query($code: String!, $locale: String!, $subject: String, $bodyHtml: String) {
  previewEmailTemplate(code: $code, locale: $locale, subject: $subject, bodyHtml: $bodyHtml) { subject html } }`;

describe('cms email templates', () => {
  let t: FormsTestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootForms();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const events = async () =>
    (await db.query("SELECT key FROM outbox WHERE type = 'cms.email-template.changed' ORDER BY occurred_at, key")).map((r: { key: string }) => r.key);

  it('lists every code in French and English, with its variables, defaults not customised', async () => {
    const res = await t.gql(LIST, {}, reader);
    expect(res.errors).toBeUndefined();
    const list = res.data.emailTemplates;
    expect(list).toHaveLength(MAIL_TEMPLATES.length * 2);
    const verify = list.find((x: { code: string; locale: string }) => x.code === 'account.verify-email' && x.locale === 'en');
    expect(verify).toMatchObject({ subject: 'Confirm your email address', variables: ['firstName', 'link'], customised: false, updatedAt: null });
  });

  it('saves a template: sanitized (no script), placeholders kept, published in the same transaction', async () => {
    const before = (await events()).length;
    const res = await t.gql(
      UPDATE,
      {
        code: 'order.shipped',
        locale: 'fr',
        subject: '  Colis {{orderNumber}} parti  ',
        bodyHtml: `<p style="color:#7a1f2b">Bonjour {{firstName}}</p><script>alert(1)</script><a href="{{orderNumber}}" onclick="x()">suivi</a>{{linesHtml}}<p>${'Texte long. '.repeat(40)}</p>`,
      },
      editor,
    );
    expect(res.errors).toBeUndefined();
    const saved = res.data.updateEmailTemplate;
    expect(saved).toMatchObject({ code: 'order.shipped', locale: 'fr', subject: 'Colis {{orderNumber}} parti', customised: true });
    expect(saved.bodyHtml).toBe(
      `<p style="color:#7a1f2b">Bonjour {{firstName}}</p><a href="{{orderNumber}}">suivi</a>{{linesHtml}}<p>${'Texte long. '.repeat(40)}</p>`,
    );
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect((await events()).length).toBe(before + 1);
    const list = (await t.gql(LIST, {}, reader)).data.emailTemplates;
    expect(list.find((x: { code: string; locale: string }) => x.code === 'order.shipped' && x.locale === 'fr').customised).toBe(true);
    expect(list.find((x: { code: string; locale: string }) => x.code === 'order.shipped' && x.locale === 'en').customised).toBe(false);
  });

  it('saves a default unchanged (a long body) as it is', async () => {
    const [en] = (await t.gql(LIST, {}, reader)).data.emailTemplates.filter(
      (x: { code: string; locale: string }) => x.code === 'account.verify-email' && x.locale === 'en',
    );
    expect(en.bodyHtml.length).toBeGreaterThan(255);
    const res = await t.gql(UPDATE, { code: en.code, locale: en.locale, subject: en.subject, bodyHtml: en.bodyHtml }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateEmailTemplate).toMatchObject({ subject: en.subject, customised: true });
    expect((await t.gql(RESET, { code: en.code, locale: en.locale }, editor)).errors).toBeUndefined();
  });

  it('refuses an unknown placeholder (subject or body), a subject too long or on two lines, and saves nothing', async () => {
    const before = await db.query("SELECT * FROM email_template WHERE code = 'order.placed'");
    const outbox = (await events()).length;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ subject: 'Commande {{orderNumber}}', bodyHtml: '<p>{{firstName}} {{password}}</p>' }, { bodyHtml: 'UNKNOWN_VARIABLE' }],
      [{ subject: 'Commande {{numero}}', bodyHtml: '<p>ok</p>' }, { subject: 'UNKNOWN_VARIABLE' }],
      [{ subject: 'x'.repeat(201), bodyHtml: '<p>ok</p>' }, { subject: 'TOO_LONG' }],
      [
        { subject: 'Deux\nlignes', bodyHtml: '<script>only()</script>' },
        { subject: 'INVALID_TEXT', bodyHtml: 'REQUIRED' },
      ],
      [{ subject: 'ok', bodyHtml: `<p>${'x'.repeat(100_001)}</p>` }, { bodyHtml: 'TOO_LONG' }],
    ];
    for (const [input, fieldErrors] of cases) {
      const res = await t.gql(UPDATE, { code: 'order.placed', locale: 'en', ...input }, editor);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    }
    expect(await db.query("SELECT * FROM email_template WHERE code = 'order.placed'")).toEqual(before);
    expect((await events()).length).toBe(outbox);
  });

  it('answers an unknown code or language with BAD_USER_INPUT, never an internal error', async () => {
    for (const [code, locale, fieldErrors] of [
      ['nope', 'fr', { code: 'INVALID_CHOICE' }],
      ['order.placed', 'de', { locale: 'INVALID_CHOICE' }],
    ] as const) {
      for (const res of [
        await t.gql(PREVIEW, { code, locale }, reader),
        await t.gql(RESET, { code, locale }, editor),
        await t.gql(UPDATE, { code, locale, subject: 's', bodyHtml: '<p>b</p>' }, editor),
      ]) {
        expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
      }
    }
  });

  it('previews the saved template, or a draft, with sample values in the mail frame', async () => {
    const saved = (await t.gql(PREVIEW, { code: 'order.shipped', locale: 'fr' }, reader)).data.previewEmailTemplate;
    expect(saved.subject).toBe('Colis 2026-000042 parti');
    expect(saved.html).toContain('<html lang="fr">');
    expect(saved.html).toContain('Bonjour Marie');
    const byDefault = (await t.gql(PREVIEW, { code: 'account.verify-email', locale: 'en' }, reader)).data.previewEmailTemplate;
    expect(byDefault.subject).toBe('Confirm your email address');
    const draft = await t.gql(
      PREVIEW,
      { code: 'account.verify-email', locale: 'en', subject: 'Hi {{firstName}}', bodyHtml: '<p>{{link}}</p><img src=x onerror=y>' },
      reader,
    );
    expect(draft.data.previewEmailTemplate.subject).toBe('Hi Marie');
    expect(draft.data.previewEmailTemplate.html).not.toContain('onerror');
    const bad = await t.gql(PREVIEW, { code: 'account.verify-email', locale: 'en', subject: 'Hi {{nope}}', bodyHtml: '<p>x</p>' }, reader);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'UNKNOWN_VARIABLE' } });
  });

  it('resets to the default, published too', async () => {
    const res = await t.gql(RESET, { code: 'order.shipped', locale: 'fr' }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data.resetEmailTemplate).toMatchObject({
      subject: 'Votre commande {{orderNumber}} est en route',
      customised: false,
      updatedAt: expect.any(String),
    });
    expect(await db.query("SELECT customised, version FROM email_template WHERE code = 'order.shipped' AND locale = 'fr'")).toEqual([
      { customised: false, version: 2 },
    ]);
    expect((await events()).filter((key: string) => key === 'order.shipped:fr')).toHaveLength(2);
  });

  it('needs marketing.email-templates.update to change and .list to read', async () => {
    const denied = await t.gql(RESET, { code: 'order.shipped', locale: 'fr' }, reader);
    expect(denied.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const nobody = await t.gql(LIST, {}, adminIdentity([]));
    expect(nobody.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the cms’s own mailer sends its next mail with the saved template, once the change reached its copy', async () => {
    const res = await t.gql(
      UPDATE,
      {
        code: 'newsletter.confirm',
        locale: 'fr',
        subject: 'Un clic pour confirmer',
        bodyHtml: '<p>Confirmez ici : <a href="{{confirmUrl}}">{{confirmUrl}}</a></p>',
      },
      editor,
    );
    expect(res.errors).toBeUndefined();
    for (let i = 0; i < 100; i++) {
      const [copy] = await db.query("SELECT customised FROM cms_mail_template WHERE code = 'newsletter.confirm' AND locale = 'fr'");
      if (copy?.customised) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    t.mails.sent.length = 0;
    await t.gqlWith('mutation { subscribeNewsletter(email: "templated@example.fr") }', {}, { 'x-forwarded-for': '198.51.100.77' });
    await t.waitForMails(1);
    expect(t.mails.sent[0].subject).toBe('Un clic pour confirmer');
    expect(t.mails.sent[0].text).toMatch(/Confirmez ici : https:\/\/guide\.example\/newsletter\/confirm\/\S+/);
  });
});
