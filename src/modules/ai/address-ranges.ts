import { BlockList, isIP } from 'node:net';

/**
 * Which destination addresses an account's AI provider may reach. Account providers are
 * untrusted input: by default only public unicast addresses are allowed, so a provider's
 * `base_url` cannot reach the server's own network, its loopback or a cloud metadata service.
 */

/** A BlockList of addresses (`a.b.c.d`, `::1`) and subnets (`a.b.c.d/n`, `fc00::/7`), IPv4 or IPv6 by their form. */
function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Cloud metadata services: refused even when the operator allows private addresses. */
const METADATA = blockListOf([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, …
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud
  'fd00:ec2::254', // AWS IPv6 metadata
]);

/** Private, loopback, link-local and unique-local: what `--allow-private-provider-urls` opens. */
const PRIVATE = blockListOf([
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10', // carrier-grade NAT (shared address space)
  '::1',
  'fc00::/7', // unique-local
  'fe80::/10', // link-local
  'fec0::/10', // deprecated site-local
]);

/** Never a sensible destination: unspecified, multicast, reserved, documentation, translation. */
const NEVER = blockListOf([
  '0.0.0.0/8',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved + broadcast
  '::',
  '64:ff9b::/96', // NAT64 can reach IPv4 private space
  '64:ff9b:1::/48',
  '100::/64', // discard
  '2001::/32', // Teredo
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4 embeds an IPv4 address
  'ff00::/8', // multicast
]);

/**
 * IPv6 forms that embed an IPv4 address: IPv4-mapped (would hide an IPv4 target) and the
 * deprecated IPv4-compatible. Checked for IPv6 only (a BlockList matches IPv4 addresses against
 * ::ffff:0:0/96 too), and with ::1 (inside ::/96) left to PRIVATE.
 */
const EMBEDDED_V4 = blockListOf(['::ffff:0:0/96', '::/96']);
const LOOPBACK6 = blockListOf(['::1']);

/** Host names that name metadata services or the machine itself. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

export type AddressVerdict = 'public' | 'private' | 'forbidden';

/** Classifies an IP address (v4 or v6, without brackets). */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 0) return 'forbidden';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (METADATA.check(address, type) || NEVER.check(address, type)) return 'forbidden';
  if (family === 6 && !LOOPBACK6.check(address, type) && EMBEDDED_V4.check(address, type)) return 'forbidden';
  if (PRIVATE.check(address, type)) return 'private';
  return 'public';
}

/** Whether an account provider may connect to `address` under the operator's setting. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'private' && allowPrivate);
}

/** Host names refused before any lookup: metadata names always, the machine's own names unless allowed. */
export function hostNameRefused(hostname: string, allowPrivate: boolean): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(host)) return true;
  if (allowPrivate) return false;
  return host === 'localhost' || host.endsWith('.localhost');
}
