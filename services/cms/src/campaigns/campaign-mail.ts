import sanitizeHtml from 'sanitize-html';
import { escapeHtml as escape, type Locale, type MailMessage } from '@guide/platform';

/** general.siteName's default, for a caller that does not say. */
const DEFAULT_SITE_NAME = 'Guide Gourmand';

const T = {
  fr: {
    why: (site: string) => `Vous recevez ce message parce que vous êtes abonné(e) à la newsletter « ${site} ».`,
    unsubscribe: 'Se désinscrire',
    unsubscribeText: 'Pour vous désinscrire :',
    test: '[TEST]',
  },
  en: {
    why: (site: string) => `You receive this email because you subscribed to the ${site} newsletter.`,
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'To unsubscribe:',
    test: '[TEST]',
  },
};

/** Storefront page of the newsletter's unsubscribe link (French at the root, English under /en), as the opt-in mail's. */
export const unsubscribeUrl = (origin: string, locale: Locale, token: string) => `${origin}${locale === 'en' ? '/en' : ''}/newsletter/unsubscribe/${token}`;

/** The body as plain text, for the text part (mail clients without HTML, spam filters). */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface CampaignMailInput {
  to: string;
  subject: string;
  /** Sanitized when saved. */
  bodyHtml: string;
  locale: Locale;
  unsubscribeUrl: string;
  test?: boolean;
  /** general.siteName (Settings › Configuration): the header and the footer's reason. */
  siteName?: string;
}

/**
 * One campaign mail: the body in the newsletter layout, an unsubscribe link in the footer, and the headers
 * mail clients show as an "unsubscribe" button (RFC 2369 List-Unsubscribe, RFC 8058 one-click).
 */
export function campaignMail(input: CampaignMailInput): MailMessage {
  const t = T[input.locale];
  const site = input.siteName || DEFAULT_SITE_NAME;
  const why = t.why(site);
  const subject = input.test ? `${t.test} ${input.subject}` : input.subject;
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Georgia,serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="padding:20px 24px;border-bottom:3px solid #8b2e16;font-size:22px;font-weight:bold">${escape(site)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${input.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b5d50;border-top:1px solid #e8e0d5">
<p>${escape(why)}</p>
<p><a href="${escape(input.unsubscribeUrl)}" style="color:#8b2e16">${escape(t.unsubscribe)}</a></p>
</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [htmlToText(input.bodyHtml), '', '--', why, `${t.unsubscribeText} ${input.unsubscribeUrl}`].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
