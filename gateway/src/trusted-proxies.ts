import { isIP } from 'node:net';
import { ConfigError } from '@guide/platform';

/**
 * `TRUSTED_PROXIES`: the addresses (IP or CIDR, comma-separated) whose `X-Forwarded-For` the gateway
 * believes. Express's `trust proxy` given this list walks the header from the right and takes the first
 * address that is not a trusted proxy, so a client cannot choose its own address by sending the header.
 * Empty (the default) trusts nobody: the address is the TCP peer's.
 */
export function parseTrustedProxies(raw: string | undefined, variable = 'TRUSTED_PROXIES'): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!version || !prefixOk || extra !== undefined) {
      throw new ConfigError(variable, `"${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.0/8, 127.0.0.1, ::1/128)`);
    }
  }
  return entries;
}

/** A `loadConfig` reader for the list. */
export const trustedProxiesEnv = {
  doc: 'comma-separated IPs/CIDRs of the proxies allowed to set X-Forwarded-For (empty: none)',
  parse: (name: string, raw: string | undefined) => parseTrustedProxies(raw, name),
};
