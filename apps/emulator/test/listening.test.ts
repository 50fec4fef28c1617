import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, control, emulator, okJson } from './emulator-helpers.js';
import * as reddit from './reddit-helpers.js';
import * as threads from './threads-helpers.js';
import * as x from './x-helpers.js';

type Tweet = { id: string; text: string };

async function xSearch(app: FastifyInstance, token: string, query: string) {
  return x.api(app, token, 'GET', '/2/tweets/search/recent', {
    query: { query, max_results: '100' },
  });
}

describe('listening surfaces of the emulator', () => {
  it('scales how much every search finds with the global and per-source volume', async () => {
    const quiet = await emulator();
    const loud = await emulator();
    okJson(await control(loud, 'POST', '/listening', { volume: 3, sources: { x: 2 } }));
    expect(okJson(await control(loud, 'GET', '/listening'))).toEqual({ volume: 3, sources: { x: 2 } });
    const [a, b] = [(await x.connect(quiet)).access_token, (await x.connect(loud)).access_token];
    const few = okJson(await xSearch(quiet, a, 'speedrun')).data as Tweet[];
    const many = okJson(await xSearch(loud, b, 'speedrun')).data as Tweet[];
    expect(many.length).toBeGreaterThan(few.length * 3);
    const redditQuiet = (await reddit.connect(quiet)).access_token;
    const redditLoud = (await reddit.connect(loud)).access_token;
    const listing = async (app: FastifyInstance, token: string) =>
      okJson(await reddit.api(app, token, 'GET', '/search', { q: 'speedrun', limit: '100', t: 'week' })).data
        .children.length as number;
    expect(await listing(loud, redditLoud)).toBeGreaterThan(await listing(quiet, redditQuiet));
    okJson(await control(loud, 'POST', '/reset', {}));
    expect(okJson(await control(loud, 'GET', '/listening'))).toEqual({ volume: 1, sources: {} });
    expect((await control(loud, 'POST', '/listening', { sources: { myspace: 1 } })).statusCode).toBe(400);
    expect((await control(loud, 'POST', '/listening', { volume: -1 })).statusCode).toBe(400);
  });

  it('writes Chinese as well as English, and finds Chinese keywords inside Chinese text', async () => {
    const app = await emulator();
    const token = (await x.connect(app)).access_token;
    const crashes = okJson(await xSearch(app, token, '闪退')).data as Tweet[];
    expect(crashes.length).toBeGreaterThan(0);
    for (const tweet of crashes) expect(tweet.text).toContain('闪退');
    expect(crashes.some((tweet) => /[\u4e00-\u9fff]/.test(tweet.text.replace('闪退', '')))).toBe(true);
    const english = okJson(await xSearch(app, token, 'speedrun')).data as Tweet[];
    expect(english.some((tweet) => /[\u4e00-\u9fff]/.test(tweet.text))).toBe(true);
    expect(english.some((tweet) => !/[\u4e00-\u9fff]/.test(tweet.text))).toBe(true);
  });

  it('counts Threads keyword searches that find something, 2,200 a day by default', async () => {
    const app = await emulator();
    const c = await threads.connect(app);
    okJson(await control(app, 'POST', '/threads/limits', { keyword_searches_per_day: 2 }));
    const search = (q: string) => threads.graph(app, 'GET', '/keyword_search', { access_token: c.token, q });
    okJson(await search('ember tide'));
    okJson(await search('ember tide'));
    const refused = await search('ember tide');
    expect(refused.statusCode).toBe(400);
    expect(threads.graphError(refused)).toMatchObject({ code: 613 });
    const usage = JSON.parse(refused.headers['x-business-use-case-usage'] as string);
    expect(Object.values(usage).flat()[0]).toMatchObject({ estimated_time_to_regain_access: 24 * 60 });
    await advance(app, 86_400);
    okJson(await search('ember tide'));
    const state = okJson(await control(app, 'GET', '/threads/state'));
    expect(state.counts.keyword_searches_24h).toBe(1);
    expect(state.limits.keywordSearchesPerDay).toBe(2);
  });

  it('lets Threads public search results arrive as the clock moves', async () => {
    const app = await emulator();
    const c = await threads.connect(app);
    const ids = async () =>
      (
        okJson(
          await threads.graph(app, 'GET', '/keyword_search', {
            access_token: c.token,
            q: 'gacha',
            search_type: 'RECENT',
            limit: '100',
          }),
        ).data as Array<{ id: string }>
      ).map((post) => post.id);
    const before = await ids();
    await advance(app, 3 * 86_400);
    const after = await ids();
    expect(after.length).toBeGreaterThan(before.length);
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('answers X usage-capped once the monthly post reads are spent, until the month turns', async () => {
    const app = await emulator();
    const token = (await x.connect(app)).access_token;
    okJson(await control(app, 'POST', '/x/usage', { monthly_post_reads: 5 }));
    okJson(await xSearch(app, token, 'speedrun'));
    const capped = await xSearch(app, token, 'speedrun');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      type: 'https://api.twitter.com/2/problems/usage-capped',
      title: 'UsageCapExceeded',
      period: 'Monthly',
    });
    const usage = okJson(await control(app, 'GET', '/x/usage'));
    expect(usage.apps[0].reads).toBeGreaterThanOrEqual(5);
    await advance(app, 31 * 86_400);
    okJson(await xSearch(app, (await x.connect(app)).access_token, 'speedrun'));
  });
});
