/** The webhook form's values and rules (Yup; errors are message keys), unit-tested in webhook-form.spec.ts. */
import * as yup from 'yup';
import { WEBHOOK_EVENTS } from '@guide/vocabulary';
import type { WebhookInput } from '../../gql/graphql';

export const URL_MAX = 2000;

export interface WebhookValues {
  url: string;
  events: string[];
  enabled: boolean;
}

export const EMPTY_WEBHOOK: WebhookValues = { url: '', events: [], enabled: true };

/** http(s) with a host; where it leads (no private address in production) only the server can tell. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const webhookSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required('REQUIRED')
    .max(URL_MAX, 'URL_INVALID')
    .test('url', 'URL_INVALID', (v) => !v || isHttpUrl(v)),
  events: yup.array(yup.string().required()).min(1, 'REQUIRED'),
});

/** The events in the catalogue's order, whatever order they were ticked in. */
export const toWebhookInput = (v: WebhookValues): WebhookInput => ({
  url: v.url.trim(),
  events: WEBHOOK_EVENTS.filter((e) => v.events.includes(e)),
  enabled: v.enabled,
});

/** The i18n key of an event's label (`order.placed` → `webhooks.eventLabels.order_placed`). */
export const eventLabelKey = (event: string) => `webhooks.eventLabels.${event.replace(/\./g, '_')}`;
