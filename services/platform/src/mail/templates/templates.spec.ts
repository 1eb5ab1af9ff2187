import { LOCALES } from '../../i18n/locale';
import { MAIL_TEMPLATES, findMailTemplate, htmlToText, mailTemplate, placeholdersOf, renderMail, renderTemplate, validateTemplate } from './index';

describe('mail templates', () => {
  it('fills placeholders, escaping text in the body, raw in the subject, and `…Html` variables as they are', () => {
    const out = renderTemplate(
      { subject: 'Order {{ number }} for {{name}}', bodyHtml: '<p>Hello {{name}}</p>{{linesHtml}}<a href="{{link}}">x</a>' },
      { number: 42, name: 'Ann <b> & "co"', linesHtml: '<table><tr><td>1</td></tr></table>', link: 'https://x/a?b=1&c=2' },
    );
    expect(out.subject).toBe('Order 42 for Ann <b> & "co"');
    expect(out.bodyHtml).toBe('<p>Hello Ann &lt;b&gt; &amp; &quot;co&quot;</p><table><tr><td>1</td></tr></table><a href="https://x/a?b=1&amp;c=2">x</a>');
  });

  it('drops an empty or missing value with the space before it, and keeps the subject on one line', () => {
    expect(renderTemplate({ subject: 'A\n {{x}} B', bodyHtml: '<p>Bonjour {{firstName}},</p>' }, { firstName: '' })).toEqual({
      subject: 'A B',
      bodyHtml: '<p>Bonjour,</p>',
    });
  });

  it('refuses a placeholder that names no variable, in the subject or the body', () => {
    const definition = { variables: ['firstName', 'link'] };
    expect(validateTemplate(definition, { subject: 'Hi {{firstName}}', bodyHtml: '<a href="{{ link }}">{{firstName}}</a>' })).toEqual({});
    expect(validateTemplate(definition, { subject: 'Hi {{lastName}}', bodyHtml: '{{firstName}}' })).toEqual({ subject: 'UNKNOWN_VARIABLE' });
    expect(validateTemplate(definition, { subject: 'Hi', bodyHtml: '{{first name}} {{}}' })).toEqual({ bodyHtml: 'UNKNOWN_VARIABLE' });
    expect(placeholdersOf('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b']);
  });

  it('gives a text part: paragraphs, links with their address, lists, quotes and table rows', () => {
    const text = htmlToText(
      '<p>Bonjour,</p>\n<p>Voir <a href="https://x/y?a=1&amp;b=2">la page</a><br><a href="https://x/z">https://x/z</a></p>' +
        '<ul><li>2 × Jam &lt;b&gt;</li></ul><blockquote style="x">Line 1<br>Line 2</blockquote><table><tr><td>Nom :</td><td>Durand</td></tr></table>',
    );
    expect(text).toContain('Bonjour,\n\nVoir la page (https://x/y?a=1&b=2)\nhttps://x/z');
    expect(text).toContain('- 2 × Jam <b>');
    expect(text).toContain('> Line 1\n> Line 2');
    expect(text).toContain('Nom : Durand');
  });

  it('frames a whole mail in the recipient’s language, customised text first', () => {
    const definition = mailTemplate('account.verify-email');
    const mail = renderMail(definition, 'en', { firstName: 'John', link: 'https://x/en/verify-email/t' });
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://x/en/verify-email/t"');
    expect(mail.text).toContain('Hello John,');
    expect(renderMail(definition, 'fr', { firstName: 'Jo' }, { subject: 'Salut {{firstName}}', bodyHtml: '<p>Yo</p>' }).subject).toBe('Salut Jo');
    expect(() => mailTemplate('nope')).toThrow('unknown mail template nope');
    expect(findMailTemplate('nope')).toBeUndefined();
  });

  it('has one definition per code, every code of the contract, and defaults in French and English using only declared variables', () => {
    const codes = MAIL_TEMPLATES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [
      'account.verify-email',
      'account.reset-password',
      'order.placed',
      'order.shipped',
      'order.invoiced',
      'order.refunded',
      'return.status-changed',
      'quote.answered',
      'contest.registration',
      'ticket.updated',
      'newsletter.confirm',
    ]) {
      expect(codes).toContain(code);
    }
    for (const definition of MAIL_TEMPLATES) {
      expect(definition.code).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
      expect(Object.keys(definition.sample).sort()).toEqual([...definition.variables].sort());
      for (const locale of LOCALES) {
        const text = definition.defaults[locale];
        expect([definition.code, locale, validateTemplate(definition, text)]).toEqual([definition.code, locale, {}]);
        expect(text.subject.length).toBeLessThanOrEqual(200);
        expect(renderMail(definition, locale, definition.sample).subject).not.toContain('{{');
      }
    }
  });
});
