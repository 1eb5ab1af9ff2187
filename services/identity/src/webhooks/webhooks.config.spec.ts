import { ConfigError, SubgraphConfig } from '@guide/platform';
import { signatureOf, signingSecretOf } from './signing';
import { urlFormProblem } from './webhook-network';
import { webhookSettings, webhooksEnv } from './webhooks.config';

const base = { NODE_ENV: 'development' } as SubgraphConfig;

describe('webhook settings', () => {
  it('retry at least 5 times by default, with growing delays; the list comes from the environment', () => {
    const settings = webhookSettings(base);
    expect(settings.maxAttempts).toBeGreaterThanOrEqual(5);
    expect([...settings.retryDelaysMs].sort((a, b) => a - b)).toEqual(settings.retryDelaysMs);
    expect(webhooksEnv.WEBHOOK_RETRY_DELAYS_MS.parse('X', '10, 20,40,80')).toEqual([10, 20, 40, 80]);
    expect(() => webhooksEnv.WEBHOOK_RETRY_DELAYS_MS.parse('X', '10,20')).toThrow(ConfigError); // fewer than 5 attempts
    expect(() => webhooksEnv.WEBHOOK_RETRY_DELAYS_MS.parse('X', '10,x,30,40')).toThrow(ConfigError);
  });

  it('refuse internal addresses in production only, where the signing key is required', () => {
    expect(webhookSettings(base).refuseInternal).toBe(false);
    expect(() => webhookSettings({ ...base, NODE_ENV: 'production' })).toThrow(/WEBHOOK_SIGNING_KEY/);
    expect(webhookSettings({ ...base, NODE_ENV: 'production', WEBHOOK_SIGNING_KEY: 'k' } as SubgraphConfig).refuseInternal).toBe(true);
  });

  it('derive a secret per webhook and key, and sign the exact bytes', () => {
    const a = signingSecretOf('key-1', '11111111-1111-4111-8111-111111111111');
    expect(a).not.toBe(signingSecretOf('key-1', '22222222-2222-4222-8222-222222222222'));
    expect(a).not.toBe(signingSecretOf('key-2', '11111111-1111-4111-8111-111111111111'));
    expect(signatureOf('whsec_x', '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureOf('whsec_x', '{"a":1}')).not.toBe(signatureOf('whsec_x', '{"a": 1}'));
  });

  it('take http(s) URLs with a host and no credentials', () => {
    expect(urlFormProblem('https://partner.example/hook?x=1')).toBeNull();
    for (const bad of [
      '',
      'partner.example',
      'ftp://partner.example',
      'http://u:p@partner.example',
      'https://x.example/\n',
      `https://x.example/${'a'.repeat(2000)}`,
    ])
      expect(urlFormProblem(bad)).toBe('URL_INVALID');
  });
});
