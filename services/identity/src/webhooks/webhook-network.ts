import { lookup as dnsLookup } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { isIP, type LookupFunction } from 'node:net';
import { SERVICE_CONFIG, badInput, isInternalAddress, isMetadataHost } from '@guide/platform';
import { WebhookSettings, WebhooksConfig, webhookSettings } from './webhooks.config';

export const MAX_URL_LENGTH = 2000;

/** Why a URL cannot be used: not an http(s) URL at all, or one leading into the internal network. */
export type UrlProblem = 'URL_INVALID' | 'URL_NOT_ALLOWED';

const systemResolve = async (hostname: string) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The URL's form: http(s), a host, no credentials (they would travel in every delivery and show in the list). */
export function urlFormProblem(text: string): UrlProblem | null {
  if (!text || text.length > MAX_URL_LENGTH || /[\s\u0000-\u001f\u007f]/.test(text)) return 'URL_INVALID';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'URL_INVALID';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return 'URL_INVALID';
  return null;
}

/**
 * Where deliveries may go. In production (NODE_ENV=production) a URL's host is resolved and every address
 * must be public, both when staff save it and at each send (a DNS answer may change between the two:
 * rebinding); the send then connects to the addresses checked (`lookup`), never to a second answer.
 * Outside production anything http(s) goes, so a receiver on this machine works. `resolve` is the seam the
 * tests use to make a name answer 10.x; nothing configures it.
 */
@Injectable()
export class WebhookNetwork {
  readonly settings: WebhookSettings;
  resolve: (hostname: string) => Promise<string[]> = systemResolve;

  constructor(@Inject(SERVICE_CONFIG) config: WebhooksConfig) {
    this.settings = webhookSettings(config);
  }

  /**
   * The addresses a send may connect to (null: the system's resolver, outside production), or the problem.
   * A name that does not resolve is refused in production too: nothing proves it public.
   */
  async addressesFor(text: string): Promise<{ addresses: string[] | null } | { problem: UrlProblem }> {
    const form = urlFormProblem(text);
    if (form) return { problem: form };
    if (!this.settings.refuseInternal) return { addresses: null };
    const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
    if (isMetadataHost(host)) return { problem: 'URL_NOT_ALLOWED' };
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await withTimeout(this.resolve(host), this.settings.timeoutMs);
    } catch {
      return { problem: 'URL_NOT_ALLOWED' };
    }
    if (!addresses.length || addresses.some(isInternalAddress)) return { problem: 'URL_NOT_ALLOWED' };
    return { addresses };
  }

  /** At save: BAD_USER_INPUT `{ url: URL_INVALID | URL_NOT_ALLOWED }`. */
  async assertAllowed(text: string): Promise<void> {
    const checked = await this.addressesFor(text);
    if ('problem' in checked)
      throw badInput(
        { url: checked.problem },
        checked.problem === 'URL_INVALID' ? 'Give an http or https URL' : 'This address is not reachable from the platform',
      );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No DNS answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** net.connect's lookup answering only the addresses already checked. */
export function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: typeof entries) => void)(null, entries);
    else callback(null, entries[0].address, entries[0].family);
  };
}
