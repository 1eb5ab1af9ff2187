import { BlockList, isIP } from 'node:net';

/**
 * The addresses an outbound request of the platform never connects to in production (the cms's link check,
 * identity's webhooks): a URL (or a redirect) to them would let whoever types it map the internal network
 * (the gateway, the subgraphs, the database) or read a cloud metadata service from the service's position.
 * Ranges: IANA special-purpose registries (RFC 6890 and successors).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network" (0.0.0.0 reaches the local host)
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT; Alibaba's metadata service)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, and the deprecated IPv4-compatible addresses
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to an address it hides
  ['fc00::', 7], // unique local (AWS's metadata at fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed in places)
  ['ff00::', 8], // multicast
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Names of metadata services, refused whatever this machine's resolver says about them. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

/** The 8 groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, ''); // a zone index names an interface, not an address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const g = groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6], g[7]); // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6], g[7]); // NAT64 64:ff9b::a.b.c.d
  if (g[0] === 0x2002) return v4(g[1], g[2]); // 6to4 2002:aabb:ccdd::
  return null;
}

/** Whether an IP address (v4 or v6 text) is one an outbound request must not reach. Not an IP address: true. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return INTERNAL.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return INTERNAL.check(v4, 'ipv4');
  return INTERNAL.check(bare.replace(/%.*$/, ''), 'ipv6');
}

/** A host name refused before any DNS answer: a metadata service's name. */
export function isMetadataHost(hostname: string): boolean {
  return METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ''));
}
