import { asLocale, isPermanentFailure, mailTemplate, publicWebUrl, renderMail } from '@guide/platform';
import { mailLink } from './mail-templates';
import { accountMail } from './mails';

/** The mail as sent with the default templates. */
const rendered = (kind: 'verify-email' | 'reset-password', locale: string, firstName: string, origin = 'http://x', token = 't') => {
  const mail = accountMail(kind, origin, { email: 'a@b.c', firstName, locale, token });
  return renderMail(mailTemplate(mail.template), mail.locale, mail.variables);
};

describe('customer emails', () => {
  it('link to the storefront, with /en for English', () => {
    // The configured origin may end with a slash: publicWebUrl drops it, so the links are the same.
    expect(mailLink(publicWebUrl({ PUBLIC_WEB_URL: 'http://localhost:3000/' }), 'verify-email', 'fr', 'abc_-1')).toBe(
      'http://localhost:3000/verify-email/abc_-1',
    );
    expect(mailLink(publicWebUrl({}), 'verify-email', 'fr', 'abc_-1')).toBe('http://localhost:3000/verify-email/abc_-1');
    expect(mailLink('https://guide.example', 'verify-email', 'en', 'abc')).toBe('https://guide.example/en/verify-email/abc');
    expect(mailLink('https://guide.example', 'reset-password', 'fr', 'xyz')).toBe('https://guide.example/reset-password/xyz');
    expect(mailLink('https://guide.example', 'reset-password', 'en', 'xyz')).toBe('https://guide.example/en/reset-password/xyz');
  });

  it('speak French by default and English on request', () => {
    expect(asLocale(undefined)).toBe('fr');
    expect(asLocale('de')).toBe('fr');
    expect(asLocale('en')).toBe('en');
    const fr = rendered('verify-email', 'fr', 'Marie');
    expect(fr.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr.text).toContain('Bonjour Marie,');
    expect(fr.text).toContain('http://x/verify-email/t');
    const en = rendered('reset-password', 'en', 'John');
    expect(en.subject).toBe('Reset your password');
    expect(en.html).toContain('href="http://x/en/reset-password/t"');
    expect(en.html).toContain('lang="en"');
  });

  it('escape what the customer typed', () => {
    const mail = rendered('verify-email', 'fr', '<script>alert(1)</script>', 'http://x', 'a&b');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('http://x/verify-email/a%26b');
  });

  it('treat only SMTP 5xx answers as permanent', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure(new Error('ECONNREFUSED'))).toBe(false);
  });
});
