import { asLocale, isPermanentFailure, publicWebUrl } from '@guide/platform';
import { mailLink, renderMail } from './mail-templates';

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
