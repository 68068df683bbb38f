import { BlockList, isIP } from 'node:net';

/**
 * Which destination addresses an account's AI provider may reach. Account providers are
 * untrusted input: by default only public unicast addresses are allowed, so a provider's
 * `base_url` cannot reach the server's own network, its loopback or a cloud metadata service.
 */

/** Cloud metadata services: refused even when the operator allows private addresses. */
const METADATA = new BlockList();
METADATA.addAddress('169.254.169.254'); // AWS, GCP, Azure, OpenStack, …
METADATA.addAddress('169.254.170.2'); // AWS ECS task metadata
METADATA.addAddress('100.100.100.200'); // Alibaba Cloud
METADATA.addAddress('fd00:ec2::254', 'ipv6'); // AWS IPv6 metadata

/** Private, loopback, link-local and unique-local: what `--allow-private-provider-urls` opens. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('10.0.0.0', 8);
PRIVATE.addSubnet('172.16.0.0', 12);
PRIVATE.addSubnet('192.168.0.0', 16);
PRIVATE.addSubnet('127.0.0.0', 8);
PRIVATE.addSubnet('169.254.0.0', 16);
PRIVATE.addSubnet('100.64.0.0', 10); // carrier-grade NAT (shared address space)
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique-local
PRIVATE.addSubnet('fe80::', 10, 'ipv6'); // link-local
PRIVATE.addSubnet('fec0::', 10, 'ipv6'); // deprecated site-local

/** Never a sensible destination: unspecified, multicast, reserved, documentation, translation. */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8);
NEVER.addSubnet('192.0.0.0', 24);
NEVER.addSubnet('192.0.2.0', 24);
NEVER.addSubnet('192.88.99.0', 24);
NEVER.addSubnet('198.18.0.0', 15);
NEVER.addSubnet('198.51.100.0', 24);
NEVER.addSubnet('203.0.113.0', 24);
NEVER.addSubnet('224.0.0.0', 4); // multicast
NEVER.addSubnet('240.0.0.0', 4); // reserved + broadcast
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('64:ff9b::', 96, 'ipv6'); // NAT64 can reach IPv4 private space
NEVER.addSubnet('64:ff9b:1::', 48, 'ipv6');
NEVER.addSubnet('100::', 64, 'ipv6'); // discard
NEVER.addSubnet('2001::', 32, 'ipv6'); // Teredo
NEVER.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
NEVER.addSubnet('2002::', 16, 'ipv6'); // 6to4 embeds an IPv4 address
NEVER.addSubnet('ff00::', 8, 'ipv6'); // multicast

/**
 * IPv6 forms that embed an IPv4 address: IPv4-mapped (would hide an IPv4 target) and the
 * deprecated IPv4-compatible. Checked for IPv6 only (a BlockList matches IPv4 addresses against
 * ::ffff:0:0/96 too), and with ::1 (inside ::/96) left to PRIVATE.
 */
const EMBEDDED_V4 = new BlockList();
EMBEDDED_V4.addSubnet('::ffff:0:0', 96, 'ipv6');
EMBEDDED_V4.addSubnet('::', 96, 'ipv6');
const LOOPBACK6 = new BlockList();
LOOPBACK6.addAddress('::1', 'ipv6');

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
