import { EMPTY_WEBHOOK, eventLabelKey, isHttpUrl, toWebhookInput, webhookSchema } from './webhook-form';

const errorsOf = async (values: object) => {
  try {
    await webhookSchema.validate({ ...EMPTY_WEBHOOK, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('webhook form', () => {
  it('wants an http(s) URL and at least one event', async () => {
    expect(await errorsOf({})).toEqual({ url: 'REQUIRED', events: 'REQUIRED' });
    expect(await errorsOf({ url: 'ftp://partner.example', events: ['order.placed'] })).toEqual({ url: 'URL_INVALID' });
    expect(await errorsOf({ url: 'https://user:pw@partner.example', events: ['order.placed'] })).toEqual({ url: 'URL_INVALID' });
    expect(await errorsOf({ url: ' https://partner.example/hooks ', events: ['order.placed'] })).toEqual({});
    expect(isHttpUrl('http://127.0.0.1:8080/x')).toBe(true);
  });

  it('sends the events in the catalogue’s order, the URL trimmed', () => {
    expect(toWebhookInput({ url: ' https://p.example/h ', events: ['review.approved', 'order.placed'], enabled: false })).toEqual({
      url: 'https://p.example/h',
      events: ['order.placed', 'review.approved'],
      enabled: false,
    });
    expect(eventLabelKey('contest.registration.created')).toBe('webhooks.eventLabels.contest_registration_created');
  });
});
