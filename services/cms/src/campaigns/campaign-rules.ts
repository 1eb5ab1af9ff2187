import sanitizeHtml from 'sanitize-html';
import { badInput, type FieldErrors } from '@guide/platform';
import { isCode } from '@guide/validation';
import { sanitizeRichText } from '../shared/rich-text';

export const CAMPAIGN_LIMITS = { name: 120, subject: 200, bodyBytes: 200 * 1024 };

/** Who a campaign goes to: confirmed newsletter subscribers, or those of them who are customers of a group. */
export type Audience = { kind: 'NEWSLETTER' } | { kind: 'CUSTOMER_GROUP'; groupCode: string };

/** `NEWSLETTER` or `CUSTOMER_GROUP:<code>` (a customer group code, lower case), else null. */
export function parseAudience(value: string): Audience | null {
  const v = value.trim();
  if (v === 'NEWSLETTER') return { kind: 'NEWSLETTER' };
  const match = /^CUSTOMER_GROUP:(.+)$/.exec(v);
  if (match && isCode(match[1]) && match[1] === match[1].toLowerCase()) return { kind: 'CUSTOMER_GROUP', groupCode: match[1] };
  return null;
}

export const audienceText = (a: Audience) => (a.kind === 'NEWSLETTER' ? 'NEWSLETTER' : `CUSTOMER_GROUP:${a.groupCode}`);

export interface CampaignValues {
  name: string;
  subject: string;
  bodyHtml: string;
  audience: string;
}

/** Text with something to read once the tags are gone (or a picture). */
const hasContent = (html: string) => /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';

/** The input checked and cleaned: names trimmed, the subject one line, the body sanitized; BAD_USER_INPUT with every field's key. */
export function validateCampaign(input: { name?: unknown; subject?: unknown; bodyHtml?: unknown; audience?: unknown }): CampaignValues {
  const errors: FieldErrors = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(input.name);
  if (!name) errors.name = 'REQUIRED';
  else if ([...name].length > CAMPAIGN_LIMITS.name) errors.name = 'TOO_LONG';
  const subject = text(input.subject);
  if (!subject) errors.subject = 'REQUIRED';
  else if ([...subject].length > CAMPAIGN_LIMITS.subject) errors.subject = 'TOO_LONG';
  // A mail header is one line.
  else if (/[\r\n\u0000-\u001f\u007f]/.test(subject)) errors.subject = 'INVALID_TEXT';
  const raw = typeof input.bodyHtml === 'string' ? input.bodyHtml : '';
  let bodyHtml = '';
  if (Buffer.byteLength(raw, 'utf8') > CAMPAIGN_LIMITS.bodyBytes) errors.bodyHtml = 'TOO_LONG';
  else {
    bodyHtml = sanitizeRichText(raw);
    if (!hasContent(bodyHtml)) errors.bodyHtml = 'REQUIRED';
  }
  const audience = typeof input.audience === 'string' ? parseAudience(input.audience) : null;
  if (!audience) errors.audience = 'INVALID_AUDIENCE';
  if (Object.keys(errors).length) throw badInput(errors);
  return { name, subject, bodyHtml, audience: audienceText(audience!) };
}
