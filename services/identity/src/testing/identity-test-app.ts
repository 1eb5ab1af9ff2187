import { DataSource } from 'typeorm';
import { ANONYMOUS, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, createAccessTokenVerifier, encodeIdentity, generateSigningKeys } from '@guide/platform';
import { TEST_GATEWAY_SECRET, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { AppModule, IdentityConfig, SERVICE } from '../app.module';
import { SmtpSink } from './smtp-sink';

export interface CallOptions {
  identity?: Identity;
  /** Client address the gateway would forward (throttling is per address). */
  ip?: string;
  cookie?: string;
}

export interface CallResult<T = any> {
  data?: T;
  errors?: any[];
  /** Set-Cookie headers of the response (what the gateway forwards to the browser). */
  cookies: string[];
}

let nextAddress = 1;
/** A fresh client address per call site, so throttling of one test does not spill into another. */
export function freshIp(): string {
  const n = nextAddress++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * Boots the identity subgraph on the run's PostgreSQL with a fresh Ed25519 key and an SMTP sink, and
 * calls it the way the gateway does (shared secret, identity header, forwarded address and cookies).
 */
export async function bootIdentity(overrides: Partial<IdentityConfig> = {}, options: { sink?: SmtpSink } = {}) {
  const ownSink = !options.sink;
  const sink = options.sink ?? new SmtpSink();
  const smtpUrl = ownSink ? await sink.start() : overrides.SMTP_URL!;
  const keys = await generateSigningKeys();
  const base = await testSubgraphConfig(SERVICE);
  const config: IdentityConfig = {
    ...base,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    SMTP_URL: smtpUrl,
    PUBLIC_WEB_URL: 'http://storefront.test',
    MAIL_FROM: 'Guide Gourmand <no-reply@guide.test>',
    // Required in production (a test may boot identity so): the webhooks' signing secrets derive from it.
    WEBHOOK_SIGNING_KEY: 'test-webhook-signing-key',
    ...overrides,
  };
  const subgraph = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config), config);
  const verify = await createAccessTokenVerifier(keys.publicKeyPem);

  async function call<T = any>(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET,
      [IDENTITY_HEADER]: encodeIdentity(options.identity ?? ANONYMOUS),
      'x-forwarded-for': options.ip ?? '203.0.113.250',
    };
    if (options.cookie) headers.cookie = options.cookie;
    const res = await fetch(subgraph.url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const json = (await res.json()) as { data?: T; errors?: any[] };
    return { ...json, cookies: res.headers.getSetCookie() };
  }

  return {
    subgraph,
    sink,
    config,
    keys,
    call,
    /** The service's database, for arranging what the API cannot (an expired token) and checking rows. */
    db: subgraph.app.get(DataSource),
    /** The identity an access token carries, as the gateway would read it. */
    verify,
    close: async () => {
      await subgraph.close();
      if (ownSink) await sink.stop();
    },
  };
}

export type IdentityTestApp = Awaited<ReturnType<typeof bootIdentity>>;

/** `name=value` pairs of Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  const found = setCookies.find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.split(';')[0].slice(name.length + 1)) : undefined;
}

/** The code of the first error. */
export function codeOf(result: { errors?: any[] }): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}

export function fieldErrorsOf(result: { errors?: any[] }): Record<string, string> | undefined {
  return result.errors?.[0]?.extensions?.fieldErrors;
}

export { ANONYMOUS };
