import type { SocialNetwork } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import type { PlatformError } from '../../src/platforms/errors.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';

const WEEK = 7 * 86_400_000;

/** The adapter of `network` signed in, and a search that must be refused once its quota is spent. */
async function searching(url: string, network: SocialNetwork) {
  const adapter = emulatedAdapter(url, network);
  const account = await authorizedAccount(url, adapter);
  const search = (query: string) => {
    if (!adapter.search) throw new Error(`${network} has no search`);
    return adapter.search(account, query, new Date(Date.now() - WEEK), null);
  };
  return { search, refused: (query: string): Promise<PlatformError> => platformFailure(() => search(query)) };
}

describe('listening searches refused over quota as the networks refuse them', () => {
  const networks = useEmulator(97);

  it('Reddit: 429 past the queries a minute of the client, waiting for the window to reset', async () => {
    const { search, refused } = await searching(networks.url(), 'reddit');
    // One query a minute over ten-minute windows: ten queries, then 429 until the window ends.
    await control(networks.url(), '/reddit/limits', { qpm: 1, window_seconds: 600, reset_windows: true });
    for (let query = 0; query < 10; query++) await search('speedrun');
    const error = await refused('speedrun');
    await control(networks.url(), '/reddit/limits', { qpm: 100, window_seconds: 600, reset_windows: true });
    expect(error).toMatchObject({ network: 'reddit', kind: 'rate_limited', status: 429 });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('YouTube: quotaExceeded past the day’s searches, until midnight Pacific', async () => {
    const { search, refused } = await searching(networks.url(), 'youtube');
    await control(networks.url(), '/youtube/quota', { searches_used: 99 });
    await search('speedrun');
    const error = await refused('speedrun');
    await control(networks.url(), '/youtube/quota', { reset: true });
    expect(error).toMatchObject({ network: 'youtube', kind: 'rate_limited', status: 403 });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(25 * 3600);
  });

  it('Threads: code 613 past the user’s keyword searches of the last 24 hours', async () => {
    const { search, refused } = await searching(networks.url(), 'threads');
    await control(networks.url(), '/threads/limits', { keyword_searches_per_day: 1 });
    await search('ember tide');
    const error = await refused('ember tide');
    await control(networks.url(), '/threads/limits', { keyword_searches_per_day: 2200 });
    expect(error).toMatchObject({ network: 'threads', kind: 'rate_limited', networkCode: '613' });
    expect(error.retryAfterSeconds).toBe(24 * 3600);
  });

  it('X: usage-capped once the month’s post reads are spent, until the month turns', async () => {
    const { search, refused } = await searching(networks.url(), 'twitter');
    await control(networks.url(), '/x/usage', { monthly_post_reads: 3, reset: true });
    await search('speedrun');
    const error = await refused('speedrun');
    await control(networks.url(), '/x/usage', { monthly_post_reads: 2_000_000, reset: true });
    expect(error).toMatchObject({ network: 'twitter', kind: 'rate_limited', status: 429 });
    expect(error.networkCode).toBe('https://api.twitter.com/2/problems/usage-capped');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(31 * 86_400);
  });
});
