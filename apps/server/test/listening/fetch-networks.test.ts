import { api, type TopicFields } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenItems, listenMatches, listenQuotaUses, listenRuns } from '../../src/db/schema/index.js';
import {
  YOUTUBE_SEARCH_UNITS,
  YOUTUBE_VIDEOS_PER_SEARCH,
} from '../../src/modules/listening/compile/quotas.js';
import { fetchRun } from '../../src/modules/listening/fetch/run.js';
import { call } from '../factories.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { control } from '../platforms/emulated.js';
import { connectEmulated, listenGame, topicFields } from './helpers.js';

const t = api.listenTopic;
const DAY = 86_400_000;

describe('listening fetch: what YouTube, Threads and X give', () => {
  const networks = useEmulator(47);
  const testApp = useTestApp({ env: networks.env });
  let g: Awaited<ReturnType<typeof listenGame>>;
  const deps = () => testModules(testApp()).listening;
  const db = () => testApp().database.db;

  /** Creates an active topic and fetches one network of it now, reaching back `days`. */
  const fetchTopic = async (fields: TopicFields, network: 'youtube' | 'threads' | 'twitter', days = 1) => {
    const topic = await call(testApp().app, t.create, { ...fields, activate: true }, g.as);
    await db()
      .update(listenRuns)
      .set({ sinceAt: new Date(Date.now() - days * DAY) })
      .where(eq(listenRuns.topicId, topic.id));
    const outcome = await fetchRun(deps(), topic.id, network);
    expect(outcome?.state).toBe('ok');
    const matches = await db()
      .select({ itemId: listenMatches.itemId, url: listenItems.url, text: listenItems.text })
      .from(listenMatches)
      .innerJoin(listenItems, eq(listenItems.id, listenMatches.itemId))
      .where(eq(listenMatches.topicId, topic.id));
    return { topic, matches };
  };

  beforeAll(async () => {
    g = await listenGame(testApp());
    for (const network of ['youtube', 'threads', 'twitter'] as const) {
      await connectEmulated(testApp(), networks.url(), g.game, network);
    }
  });

  it('YouTube: the found videos’ comment threads are items, their units counted with the search’s', async () => {
    const { matches } = await fetchTopic(topicFields(['youtube'], ['starfall']), 'youtube', 40);
    const items = await db()
      .select()
      .from(listenItems)
      .where(and(eq(listenItems.gameId, g.game), eq(listenItems.network, 'youtube')));
    const comments = items.filter((item) => item.url?.includes('&lc='));
    const videos = items.filter((item) => !item.url?.includes('&lc='));
    expect(videos.length).toBeGreaterThan(0);
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) {
      expect(comment.url).toBe(
        `https://www.youtube.com/watch?v=${comment.url?.match(/v=([^&]+)/)?.[1]}&lc=${comment.externalId}`,
      );
      expect(comment.authorId).toMatch(/^UC/);
      expect(comment.authorName).not.toBeNull();
      expect(videos.some((video) => video.externalId === comment.externalId)).toBe(false);
    }
    expect(matches.some((match) => match.url?.includes('&lc='))).toBe(true);
    const [used] = await db()
      .select({ n: sql<number>`sum(${listenQuotaUses.amount})::int` })
      .from(listenQuotaUses)
      .where(and(eq(listenQuotaUses.gameId, g.game), eq(listenQuotaUses.network, 'youtube')));
    expect(used?.n).toBe(YOUTUBE_SEARCH_UNITS + Math.min(YOUTUBE_VIDEOS_PER_SEARCH, videos.length));
  });

  it('Threads: a topic tag is searched in TAG mode', async () => {
    const fields = topicFields(['threads'], []);
    const { matches } = await fetchTopic(
      {
        ...fields,
        include_keywords: [{ match: 'contain_any', terms: [{ kind: 'hashtag', value: 'glowmoth' }] }],
      },
      'threads',
      7,
    );
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) expect(match.text.toLowerCase()).toContain('#glowmoth');
  });

  it('X: a reply carries the handle it answers, so `to:` terms match it', async () => {
    const { user } = (await control(networks.url(), '/x/state')) as {
      user: { id: string; username: string };
    };
    const tweets = (await control(networks.url(), `/x/users/${user.id}/tweets`)) as {
      data: Array<{ id: string }>;
    };
    const [own] = tweets.data;
    if (!own) throw new Error('the X account has no post');
    await control(networks.url(), `/x/tweets/${own.id}/replies`, { text: 'the quillfeather patch is great' });
    const fields = topicFields(['twitter'], ['quillfeather']);
    const { matches } = await fetchTopic(
      {
        ...fields,
        include_keywords: [
          ...fields.include_keywords,
          { match: 'contain_any', terms: [{ kind: 'to', value: user.username }] },
        ],
      },
      'twitter',
    );
    expect(matches.map((match) => match.text)).toEqual(['the quillfeather patch is great']);
  });
});
