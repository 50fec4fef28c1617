import { describe, expect, it } from 'vitest';
import {
  canConnect,
  canPublishTo,
  capabilityKeys,
  isManualNetwork,
  isOptionalNetwork,
  networkNames,
  networkProfiles,
  optionalNetworks,
  socialNetworks,
} from '../src/index.js';

describe('network profiles', () => {
  it('Twitch is the optional channel, listed last: connect by OAuth, a text announcement, its counters', () => {
    expect(socialNetworks.at(-1)).toBe('twitch');
    expect(optionalNetworks).toEqual(['twitch']);
    expect(isOptionalNetwork('twitch')).toBe(true);
    expect(isOptionalNetwork('discord')).toBe(false);
    const twitch = networkProfiles.twitch;
    expect(twitch).toMatchObject({
      network: 'twitch',
      connect: 'oauth',
      connectable: 'channel',
      maxImages: 0,
      maxVideos: 0,
    });
    const allowed = capabilityKeys.filter((key) => twitch.capabilities[key] !== 'no');
    expect(Object.fromEntries(allowed.map((key) => [key, twitch.capabilities[key]]))).toEqual({
      connect: 'yes',
      publish_text: 'yes',
      account_metrics: 'partial',
    });
    expect(networkNames.twitch).toBe('Twitch');
    expect(canConnect('twitch')).toBe(true);
    expect(canPublishTo('twitch')).toBe(true);
    expect(isManualNetwork('twitch')).toBe(false);
  });
});
