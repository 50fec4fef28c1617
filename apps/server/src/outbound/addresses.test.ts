import { describe, expect, it } from 'vitest';
import { isPublic, normalised } from './addresses.js';
import { AllowList, invalidAllowEntries } from './allow-list.js';

const publicOf = (address: string) => {
  const parsed = normalised(address);
  if (!parsed) throw new Error(`not an address: ${address}`);
  return isPublic(parsed);
};

describe('outbound addresses', () => {
  it('refuses every private, local and special-purpose range, in every spelling', () => {
    const refused = [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::7f00:1',
      '::a00:1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      'fd12:3456::1',
      '169.254.169.254',
      'fe80::1',
      '100.64.0.1',
      '224.0.0.1',
      'ff02::1',
      '0.0.0.0',
      '::',
      '255.255.255.255',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001::1',
      '192.0.2.10',
    ];
    expect(refused.filter(publicOf)).toEqual([]);
  });

  it('lets public unicast addresses through', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'].map(publicOf)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('reads OUTBOUND_ALLOW as ranges, addresses and host names, and names what it cannot read', () => {
    const allow = AllowList.parse(' 10.0.0.0/8, 192.168.5.7 ,chat.corp.example,fd00::/8 ');
    const at = (address: string) => {
      const parsed = normalised(address);
      if (!parsed) throw new Error(address);
      return allow.allowsAddress(parsed);
    };
    expect([at('10.20.30.40'), at('192.168.5.7'), at('192.168.5.8'), at('fd00::5'), at('11.0.0.1')]).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(allow.allowsHost('CHAT.corp.example')).toBe(true);
    expect(allow.allowsHost('corp.example')).toBe(false);
    expect(invalidAllowEntries('10.0.0.0/8, chat.example, http://x/, 10.0.0.0/99')).toEqual([
      'http://x/',
      '10.0.0.0/99',
    ]);
  });
});
