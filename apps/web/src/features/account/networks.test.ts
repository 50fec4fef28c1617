import { networkProfiles } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { capabilitySummary, connectBlock, parseVkGroupIds } from './networks.js';

const view = (network: keyof typeof networkProfiles, configured = true) => ({
  ...networkProfiles[network],
  emulated: false,
  configured,
});

describe('capabilitySummary', () => {
  it('lists what the API allows, limited where partial, never connect itself', () => {
    const youtube = capabilitySummary(view('youtube'));
    expect(youtube.map((item) => item.key)).toEqual([
      'publish_video',
      'native_schedule',
      'comment',
      'like',
      'read_comments',
      'account_metrics',
      'post_metrics',
      'search',
    ]);
    expect(capabilitySummary(view('tiktok'))).toContainEqual({ key: 'comment', level: 'partial' });
  });

  it('is empty for a network whose API allows nothing', () => {
    expect(capabilitySummary(view('naver_lounge'))).toEqual([]);
  });
});

describe('connectBlock', () => {
  it('blocks networks whose official API allows no connection', () => {
    expect(connectBlock(view('facebook_group'))).toBe('unsupported');
    expect(connectBlock(view('naver_lounge'))).toBe('unsupported');
  });

  it('blocks networks this server is not set up for', () => {
    expect(connectBlock(view('reddit', false))).toBe('not_configured');
  });

  it('lets the others through', () => {
    expect(connectBlock(view('facebook'))).toBeNull();
    expect(connectBlock(view('discord'))).toBeNull();
  });
});

describe('parseVkGroupIds', () => {
  it('trims and de-duplicates community ids', () => {
    expect(parseVkGroupIds([' 215678901', '215678901', '', '42'])).toEqual({
      ids: ['215678901', '42'],
      invalid: undefined,
    });
  });

  it('reads the id out of community addresses', () => {
    expect(parseVkGroupIds(['https://vk.com/club42', 'public7', 'vk.com/club42']).ids).toEqual(['42', '7']);
  });

  it('names the first entry that is not a numeric id', () => {
    expect(parseVkGroupIds(['42', 'vk.com/herald_game', 'x']).invalid).toBe('vk.com/herald_game');
  });
});
