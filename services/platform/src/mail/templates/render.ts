import type { Locale } from '../../i18n/locale';
import type { MailTemplateDefinition, TemplateText } from './template';

/** Text put into HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Anything between double braces is a placeholder; its trimmed content must be a declared variable. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The names a text's placeholders use, in order, repeated ones once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1].trim()))];
}

/** A placeholder that names no variable of the template: `{subject|bodyHtml: 'UNKNOWN_VARIABLE'}`, or `{}`. */
export function validateTemplate(
  definition: Pick<MailTemplateDefinition, 'variables'>,
  text: TemplateText,
): Partial<Record<keyof TemplateText, 'UNKNOWN_VARIABLE'>> {
  const known = new Set(definition.variables);
  const errors: Partial<Record<keyof TemplateText, 'UNKNOWN_VARIABLE'>> = {};
  if (placeholdersOf(text.subject).some((name) => !known.has(name))) errors.subject = 'UNKNOWN_VARIABLE';
  if (placeholdersOf(text.bodyHtml).some((name) => !known.has(name))) errors.bodyHtml = 'UNKNOWN_VARIABLE';
  return errors;
}

export type TemplateVariables = Readonly<Record<string, string | number | undefined>>;

/**
 * Fills the placeholders: in the subject as plain text (on one line), in the body escaped, except the
 * variables named `…Html` (built by code from escaped data), inserted as they are. A missing or empty value
 * takes the space before it along, so `Bonjour {{firstName}},` reads `Bonjour,` without a name.
 */
export function renderTemplate(text: TemplateText, variables: TemplateVariables): TemplateText {
  const fill = (source: string, escape: boolean) =>
    source.replace(/( ?)\{\{([^{}]*)\}\}/g, (_, space: string, raw: string) => {
      const name = raw.trim();
      const value = variables[name] === undefined ? '' : String(variables[name]);
      if (!value) return '';
      return space + (escape && !name.endsWith('Html') ? escapeHtml(value) : value);
    });
  return { subject: fill(text.subject, false).replace(/\s+/g, ' ').trim(), bodyHtml: fill(text.bodyHtml, true) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The plain-text part of a mail from its HTML: paragraphs and rows on their lines, a link as its address
 * (after its label when they differ), list items as `- `, a blockquote's lines as `> `, table cells side by side.
 */
export function htmlToText(html: string): string {
  let text = html
    .replace(/<(script|style|title|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const shown = label.replace(/<[^>]*>/g, '').trim();
      return shown && shown !== href ? `${shown} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/td>\s*<td[^>]*>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|table|ul|ol)>/gi, '\n\n')
    .replace(/<\/(tr|li)>/gi, '\n')
    .replace(
      /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/gi,
      (_, inner: string) =>
        `\n${inner
          .replace(/<[^>]*>/g, '')
          .trim()
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n')}\n`,
    )
    .replace(/<[^>]*>/g, '');
  text = text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
  return `${text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The frame every mail shares (the body is the template's): the site's colours, the language, the subject as title. */
export function mailLayout(bodyHtml: string, locale: Locale, subject: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;color:#2b2118;background:#faf6f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:32px;border-radius:8px">
${bodyHtml}
</div></body></html>`;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A whole mail: the template's text (customised, or the default in `locale`) filled, framed, and its text part. */
export function renderMail(definition: MailTemplateDefinition, locale: Locale, variables: TemplateVariables, custom?: TemplateText | null): RenderedMail {
  const { subject, bodyHtml } = renderTemplate(custom ?? definition.defaults[locale], variables);
  return { subject, text: htmlToText(bodyHtml), html: mailLayout(bodyHtml, locale, subject) };
}
