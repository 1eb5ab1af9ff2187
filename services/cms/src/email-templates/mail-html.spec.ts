import { LOCALES, MAIL_TEMPLATES, placeholdersOf, renderMail } from '@guide/platform';
import { sanitizeMailHtml } from './mail-html';

describe('mail template sanitizer', () => {
  it('strips scripts, handlers and javascript: links, keeps inline styles, table attributes and placeholders in links', () => {
    expect(
      sanitizeMailHtml(
        '<p style="color:red" onclick="x()">Hi {{firstName}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="{{link}}">go</a><table cellpadding="4"><tr><td valign="top">a</td></tr></table>',
      ),
    ).toBe('<p style="color:red">Hi {{firstName}}</p><a>x</a><a href="{{link}}">go</a><table cellpadding="4"><tr><td valign="top">a</td></tr></table>');
  });

  it('keeps every default template as it renders: saving a default unchanged sends the same mail', () => {
    for (const definition of MAIL_TEMPLATES) {
      for (const locale of LOCALES) {
        const text = definition.defaults[locale];
        const sanitized = { subject: text.subject, bodyHtml: sanitizeMailHtml(text.bodyHtml) };
        expect([definition.code, placeholdersOf(sanitized.bodyHtml)]).toEqual([definition.code, placeholdersOf(text.bodyHtml)]);
        expect(renderMail(definition, locale, definition.sample, sanitized).text).toBe(renderMail(definition, locale, definition.sample).text);
      }
    }
  });
});
