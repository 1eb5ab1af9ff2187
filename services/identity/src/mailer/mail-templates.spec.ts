import { mailLink, mailLocale, renderMail } from './mail-templates';
import { isPermanentFailure } from '@guide/platform';

describe('customer emails', () => {
  it('link to the storefront, with /en for English', () => {
    expect(mailLink('http://localhost:3000/', 'verify-email', 'fr', 'abc_-1')).toBe('http://localhost:3000/verify-email/abc_-1');
    expect(mailLink('https://guide.example', 'verify-email', 'en', 'abc')).toBe('https://guide.example/en/verify-email/abc');
    expect(mailLink('https://guide.example', 'reset-password', 'fr', 'xyz')).toBe('https://guide.example/reset-password/xyz');
    expect(mailLink('https://guide.example', 'reset-password', 'en', 'xyz')).toBe('https://guide.example/en/reset-password/xyz');
  });

  it('speak French by default and English on request', () => {
    expect(mailLocale(undefined)).toBe('fr');
    expect(mailLocale('de')).toBe('fr');
    expect(mailLocale('en')).toBe('en');
    const fr = renderMail('verify-email', 'fr', { firstName: 'Marie', link: 'http://x/verify-email/t' });
    expect(fr.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr.text).toContain('Bonjour Marie,');
    expect(fr.text).toContain('http://x/verify-email/t');
    const en = renderMail('reset-password', 'en', { firstName: 'John', link: 'http://x/en/reset-password/t' });
    expect(en.subject).toBe('Reset your password');
    expect(en.html).toContain('href="http://x/en/reset-password/t"');
    expect(en.html).toContain('lang="en"');
  });

  it('escape what the customer typed', () => {
    const mail = renderMail('verify-email', 'fr', { firstName: '<script>alert(1)</script>', link: 'http://x/a?b=1&c=2' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('http://x/a?b=1&amp;c=2');
  });

  it('treat only SMTP 5xx answers as permanent', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure(new Error('ECONNREFUSED'))).toBe(false);
  });
});
