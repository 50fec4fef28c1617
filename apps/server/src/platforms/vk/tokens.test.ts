import { describe, expect, it } from 'vitest';
import type { Credential } from '../types.js';
import {
  carriedUser,
  MISSING_USER_TOKEN,
  NO_SIGN_IN,
  pairCredential,
  tokensOf,
  userCarry,
} from './tokens.js';

const user: Credential = {
  accessToken: 'vk1.a.user',
  refreshToken: null,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  refreshExpiresAt: null,
  scopes: ['wall', 'photos', 'stats'],
};

const stored = (accessToken: string): Credential => ({ ...user, accessToken, expiresAt: null });

describe('a VK community credential', () => {
  it('keeps the community token and the user token, with the user token’s expiry and both rights', () => {
    const credential = pairCredential('vk1.a.community', user, ['photos', 'messages']);
    expect(credential).toMatchObject({ refreshToken: null, expiresAt: user.expiresAt });
    expect(credential.scopes).toEqual(['photos', 'messages', 'wall', 'stats']);
    expect(tokensOf(credential)).toEqual({
      community: { kind: 'community', value: 'vk1.a.community' },
      user: { kind: 'user', value: 'vk1.a.user' },
    });
  });

  it('asks to connect again a community kept with its community token alone (or anything else)', () => {
    for (const accessToken of ['vk1.a.community', '{"community":"vk1.a.community"}', '{not json']) {
      expect(() => tokensOf(stored(accessToken))).toThrow(
        expect.objectContaining({ name: 'PlatformError', kind: 'reconnect', message: MISSING_USER_TOKEN }),
      );
    }
  });

  it('carries the sign-in’s user token, with its expiry, to the community consent', () => {
    const carried = carriedUser(userCarry(user), ['wall']);
    expect(carried).toEqual({ ...user, scopes: ['wall'] });
    expect(carriedUser(userCarry({ ...user, expiresAt: null }), []).expiresAt).toBeNull();
  });

  it('refuses a community consent without the sign-in’s user token before it', () => {
    for (const carried of [undefined, '', '{not json', '{"user":""}', '{"community":"vk1.a.community"}']) {
      expect(() => carriedUser(carried, [])).toThrow(
        expect.objectContaining({ name: 'PlatformError', kind: 'reconnect', message: NO_SIGN_IN }),
      );
    }
  });
});
