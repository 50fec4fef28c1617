import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, api, connect, control, emulator, tweet } from './x-helpers.js';

async function setup() {
  const app = await emulator();
  const { access_token: token } = await connect(app);
  const me = (await api(app, token, 'GET', '/2/users/me')).json().data as { id: string; username: string };
  return { app, token, me };
}

type Item = { id: string; text: string; created_at: string; author_id: string };

/** Every page of a paged endpoint, following `meta.next_token`. */
async function allPages(app: FastifyInstance, token: string, path: string, query: Record<string, string>) {
  const pages: Array<{ data?: Item[]; meta: { result_count: number; next_token?: string } }> = [];
  let next: string | undefined;
  do {
    const response = await api(app, token, 'GET', path, {
      query: { ...query, ...(next ? { pagination_token: next } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json());
    next = pages[pages.length - 1]?.meta.next_token;
  } while (next);
  return pages;
}

describe('x emulator: replies, mentions, likes, search and DMs', () => {
  it('delivers replies from other people over emulator time', async () => {
    const { app, token, me } = await setup();
    const id = await tweet(app, token, { text: 'Season 3 starts today!' });
    const replies = async () =>
      (
        await api(app, token, 'GET', `/2/tweets/${id}`, { query: { 'tweet.fields': 'public_metrics' } })
      ).json().data.public_metrics.reply_count as number;
    expect(await replies()).toBe(0);
    await advance(app, 10 * 60);
    const early = await replies();
    expect(early).toBeGreaterThan(0);
    await advance(app, 3600);
    const thread = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: {
        query: `conversation_id:${id} is:reply`,
        'tweet.fields': 'in_reply_to_user_id,author_id,conversation_id',
      },
    });
    const data = thread.json().data as Array<Item & { in_reply_to_user_id: string }>;
    expect(data.length).toBeGreaterThanOrEqual(early);
    for (const reply of data)
      expect(reply).toMatchObject({
        in_reply_to_user_id: me.id,
        text: expect.stringContaining(`@${me.username}`),
      });
    const mentions = await api(app, token, 'GET', `/2/users/${me.id}/mentions`, {
      query: { max_results: '100' },
    });
    const mentionIds = mentions.json().data.map((item: Item) => item.id);
    for (const reply of data) expect(mentionIds).toContain(reply.id);
    await control(app, 'POST', `/x/tweets/${id}/replies`, {
      text: `@${me.username} made by the control API`,
    });
    const now = (await control(app, 'GET', `/x/tweets/${id}`)).json();
    expect(now.replies.map((reply: { text: string }) => reply.text)).toContain(
      `@${me.username} made by the control API`,
    );
  });

  it('likes and unlikes a post; the liker shows up in liking_users', async () => {
    const { app, token, me } = await setup();
    const timeline = await api(app, token, 'GET', `/2/users/${me.id}/tweets`, {
      query: { 'tweet.fields': 'public_metrics' },
    });
    const target = timeline.json().data[0] as Item & { public_metrics: { like_count: number } };
    const liked = await api(app, token, 'POST', `/2/users/${me.id}/likes`, { body: { tweet_id: target.id } });
    expect(liked.json()).toEqual({ data: { liked: true } });
    const likers = await api(app, token, 'GET', `/2/tweets/${target.id}/liking_users`);
    expect(likers.json().data.map((user: { id: string }) => user.id)).toContain(me.id);
    expect(likers.json().meta.result_count).toBe(likers.json().data.length);
    const after = await api(app, token, 'GET', `/2/tweets/${target.id}`, {
      query: { 'tweet.fields': 'public_metrics' },
    });
    expect(after.json().data.public_metrics.like_count).toBe(target.public_metrics.like_count + 1);
    const unliked = await api(app, token, 'DELETE', `/2/users/${me.id}/likes/${target.id}`);
    expect(unliked.json()).toEqual({ data: { liked: false } });
    const visitor = (await control(app, 'GET', '/x/state')).json().visitors[0];
    const forOther = await api(app, token, 'POST', `/2/users/${visitor.id}/likes`, {
      body: { tweet_id: target.id },
    });
    expect(forOther.statusCode).toBe(403);
  });

  it('pages a user timeline with max_results and pagination tokens', async () => {
    const { app, token, me } = await setup();
    const pages = await allPages(app, token, `/2/users/${me.id}/tweets`, { max_results: '5' });
    const ids = pages.flatMap((page) => (page.data ?? []).map((item) => item.id));
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    const all = (await control(app, 'GET', `/x/users/${me.id}/tweets`)).json().data;
    expect(ids).toEqual(all.map((item: { id: string }) => item.id));
    const tooFew = await api(app, token, 'GET', `/2/users/${me.id}/tweets`, { query: { max_results: '4' } });
    expect(tooFew.statusCode).toBe(400);
  });

  it('searches the last 7 days with operators, paging through next_token', async () => {
    const { app, token } = await setup();
    const query = {
      query: '#EmberTide crossplay -is:retweet',
      max_results: '10',
      'tweet.fields': 'created_at,author_id',
    };
    const pages = await allPages(app, token, '/2/tweets/search/recent', query);
    const items = pages.flatMap((page) => page.data ?? []);
    expect(pages.length).toBeGreaterThan(1);
    expect(items.length).toBe(pages.reduce((sum, page) => sum + page.meta.result_count, 0));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const oldest = Date.parse('2026-07-01T12:00:00Z') - 7 * 86_400_000;
    for (const item of items) {
      expect(item.text.toLowerCase()).toContain('#embertide');
      expect(item.text.toLowerCase()).toContain('crossplay');
      expect(Date.parse(item.created_at)).toBeGreaterThanOrEqual(oldest);
    }
    const author = (await control(app, 'GET', '/x/state')).json().visitors[3];
    const fromOne = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: { query: `from:${author.username} speedrun`, 'tweet.fields': 'author_id' },
    });
    const fromItems = fromOne.json().data as Item[];
    expect(fromItems.length).toBeGreaterThan(0);
    for (const item of fromItems) expect(item.author_id).toBe(author.id);
    const again = await allPages(app, token, '/2/tweets/search/recent', query);
    expect(again.flatMap((page) => page.data ?? [])).toEqual(items);
    const badOperator = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: { query: 'cats place:paris' },
    });
    expect(badOperator.statusCode).toBe(400);
    expect(badOperator.json().errors[0].message).toContain("Reference to invalid operator 'place'");
    const tooOld = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: { query: 'cats', start_time: '2026-06-01T00:00:00Z' },
    });
    expect(tooOld.statusCode).toBe(400);
  });

  it('sends DMs and receives new ones over time', async () => {
    const { app, token, me } = await setup();
    const visitors = (await control(app, 'GET', '/x/state')).json().visitors as Array<{
      id: string;
      accepts_dms: boolean;
    }>;
    const open = visitors.find((visitor) => visitor.accepts_dms);
    const closed = visitors.find((visitor) => !visitor.accepts_dms);
    const sent = await api(app, token, 'POST', `/2/dm_conversations/with/${open?.id}/messages`, {
      body: { text: 'Thanks for the report!' },
    });
    expect(sent.statusCode).toBe(201);
    const conversation = [me.id, open?.id ?? ''].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).join('-');
    expect(sent.json().data).toEqual({ dm_conversation_id: conversation, dm_event_id: expect.any(String) });
    expect(closed).toBeDefined();
    const refused = await api(app, token, 'POST', `/2/dm_conversations/with/${closed?.id}/messages`, {
      body: { text: 'Hi' },
    });
    expect(refused.statusCode).toBe(403);
    const events = async () =>
      (
        await api(app, token, 'GET', '/2/dm_events', {
          query: { 'dm_event.fields': 'created_at,sender_id,dm_conversation_id' },
        })
      ).json();
    const before = await events();
    expect(before.data[0]).toMatchObject({
      id: sent.json().data.dm_event_id,
      event_type: 'MessageCreate',
      sender_id: me.id,
    });
    await advance(app, 3 * 86_400);
    const { access_token: fresh } = await connect(app);
    const later = (
      await api(app, fresh, 'GET', '/2/dm_events', { query: { 'dm_event.fields': 'sender_id' } })
    ).json();
    expect(later.meta.result_count).toBeGreaterThan(before.meta.result_count);
    expect(later.data.some((event: { sender_id: string }) => event.sender_id !== me.id)).toBe(true);
  });
});
