import * as yup from 'yup';
import { MessageKey as K, isCode, isEmail } from '@guide/validation';
import type { CampaignNode } from './campaigns.graphql';

/** The API's limits (services/cms/src/campaigns/campaign-rules.ts). */
export const CAMPAIGN_LIMITS = { name: 120, subject: 200, bodyBytes: 200 * 1024 };

export const NEWSLETTER = 'NEWSLETTER';
const GROUP_PREFIX = 'CUSTOMER_GROUP:';

export type CampaignStatusValue = CampaignNode['status'];

export interface CampaignFormValues {
  name: string;
  subject: string;
  bodyHtml: string;
  /** NEWSLETTER, or CUSTOMER_GROUP:<code>. */
  audience: string;
}

export const EMPTY_CAMPAIGN: CampaignFormValues = { name: '', subject: '', bodyHtml: '', audience: NEWSLETTER };

export const groupAudience = (code: string) => `${GROUP_PREFIX}${code}`;
/** The group code of an audience, or null for the newsletter's. */
export const audienceGroup = (audience: string) => (audience.startsWith(GROUP_PREFIX) ? audience.slice(GROUP_PREFIX.length) : null);

export const isAudience = (value: string) => value === NEWSLETTER || (audienceGroup(value) !== null && isCode(audienceGroup(value)!));

/** Content, audience and date change only before sending starts. */
export const isEditable = (status: CampaignStatusValue) => status === 'DRAFT' || status === 'SCHEDULED';
export const canCancel = (status: CampaignStatusValue) => status === 'DRAFT' || status === 'SCHEDULED' || status === 'SENDING';

/** Bytes of UTF-8 text, as the API counts the body. */
const byteLength = (text: string) => new TextEncoder().encode(text).length;
/** The editor answers '' for an empty document; a body of tags only is empty too. */
const hasText = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';

export const campaignSchema = yup.object({
  name: yup.string().trim().required(K.REQUIRED).max(CAMPAIGN_LIMITS.name, K.TOO_LONG),
  subject: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .max(CAMPAIGN_LIMITS.subject, K.TOO_LONG)
    .test('one-line', 'INVALID_TEXT', (v) => !v || !/[\r\n]/.test(v)),
  bodyHtml: yup
    .string()
    .default('')
    .test('required', K.REQUIRED, (v) => hasText(v ?? ''))
    .test('size', K.TOO_LONG, (v) => byteLength(v ?? '') <= CAMPAIGN_LIMITS.bodyBytes),
  audience: yup
    .string()
    .required(K.REQUIRED)
    .test('audience', 'INVALID_AUDIENCE', (v) => !v || isAudience(v)),
});

export const fromCampaign = (c: CampaignNode): CampaignFormValues => ({ name: c.name, subject: c.subject, bodyHtml: c.bodyHtml, audience: c.audience });

export const toCampaignInput = (v: CampaignFormValues) => ({ name: v.name.trim(), subject: v.subject.trim(), bodyHtml: v.bodyHtml, audience: v.audience });

/** Form fields the API's fieldErrors name (the others are shown as the form's failure). */
export const campaignFormField = (name: string): keyof CampaignFormValues | null =>
  (['name', 'subject', 'bodyHtml', 'audience'] as const).find((f) => f === name) ?? null;

export const isTestAddress = (value: string) => isEmail(value);

/** Tag colour of a status in the list and on the page. */
export const STATUS_COLOURS: Record<CampaignStatusValue, string> = {
  DRAFT: 'default',
  SCHEDULED: 'blue',
  SENDING: 'orange',
  SENT: 'green',
  CANCELED: 'red',
};
