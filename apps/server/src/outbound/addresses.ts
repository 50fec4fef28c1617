import ipaddr from 'ipaddr.js';

/**
 * The address as it will really be reached: an IPv4 address written as IPv6 (`::ffff:127.0.0.1`)
 * is that IPv4 address.
 */
export function normalised(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed;
}

/**
 * Whether an address is on the public internet. ipaddr.js classifies it against the IANA special-
 * purpose registries; only plain unicast passes, so loopback, private (RFC 1918, fc00::/7),
 * link-local (169.254.0.0/16 with cloud metadata, fe80::/10), CGNAT (100.64.0.0/10), multicast,
 * broadcast, unspecified, reserved, and the IPv6 forms that embed an IPv4 address (IPv4-compatible,
 * NAT64, 6to4, Teredo) are all refused.
 */
export function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv6' && isIPv4Compatible(address as ipaddr.IPv6)) return false;
  return address.range() === 'unicast';
}

/** `::a.b.c.d` (::/96), the deprecated IPv4-compatible form, which ipaddr.js counts as unicast. */
function isIPv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}
