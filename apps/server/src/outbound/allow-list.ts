import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * The administrator's exceptions to the outbound policy (`OUTBOUND_ALLOW`): address ranges in CIDR
 * form and host names, comma-separated, for on-premises servers such as a company chat.
 */
export class AllowList {
  private readonly ranges: Range[];
  private readonly hosts: Set<string>;

  constructor(entries: readonly string[]) {
    this.ranges = [];
    this.hosts = new Set();
    for (const entry of entries) {
      if (ipaddr.isValidCIDR(entry)) this.ranges.push(ipaddr.parseCIDR(entry));
      else if (ipaddr.isValid(entry)) {
        const address = ipaddr.parse(entry);
        this.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else this.hosts.add(entry.toLowerCase());
    }
  }

  static parse(setting: string | undefined): AllowList {
    const entries = (setting ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    return new AllowList(entries);
  }

  /** A host name the administrator allows, whatever it resolves to. */
  allowsHost(host: string): boolean {
    return this.hosts.has(host.toLowerCase());
  }

  /** An address inside one of the allowed ranges. */
  allowsAddress(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
    return this.ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
  }
}

/** Validates every entry of an `OUTBOUND_ALLOW` value: a CIDR, an address or a host name. */
export function invalidAllowEntries(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .filter((entry) => !ipaddr.isValidCIDR(entry) && !ipaddr.isValid(entry) && !/^[a-z0-9.-]+$/i.test(entry));
}

/** An IP address or a CIDR range. */
export function isAddressOrRange(entry: string): boolean {
  return ipaddr.isValidCIDR(entry) || ipaddr.isValid(entry);
}
