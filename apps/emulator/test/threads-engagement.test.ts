import { describe, expect, it } from 'vitest';
import {
  advance,
  connect,
  control,
  emulator,
  graph,
  graphAs,
  graphError,
  post,
  read,
} from './threads-helpers.js';

type Item = { id: string; text?: string; hide_status?: string };

describe('threads emulator: replies, deletion, insights and search', () => {
  it('receives visitor replies over time; the account replies, hides replies and reads the conversation', async () => {
    const app = await emulator();
    const c = await connect(app);
    const id = await post(app, c, { media_type: 'TEXT', text: 'Season 4 is here' });
    const replies = async () =>
      (await read(app, c, `/${id}/replies`, { fields: 'id,text,hide_status' })).data;
    expect(await replies()).toEqual([]);
    await advance(app, 2 * 86_400);
    const arrived: Item[] = await replies();
    expect(arrived.length).toBeGreaterThan(0);
    const [first] = arrived;
    if (!first) throw new Error('no reply');
    const mine = await post(app, c, { media_type: 'TEXT', text: 'Thanks!', reply_to_id: first.id });
    const conversation: Item[] = (await read(app, c, `/${id}/conversation`, { fields: 'id,text' })).data;
    expect(conversation.map((item) => item.id)).toContain(mine);
    const ownReplies: Item[] = (await read(app, c, `/${c.userId}/replies`, { fields: 'id' })).data;
    expect(ownReplies.map((item) => item.id)).toEqual([mine]);
    const hidden = await graphAs(app, c.token, 'POST', `/${first.id}/manage_reply`, { hide: 'true' });
    expect(hidden.json()).toEqual({ success: true });
    expect((await replies()).find((item: Item) => item.id === first.id)?.hide_status).toBe('HIDDEN');
    const now = await control(app, 'POST', `/threads/posts/${id}/replies`, { text: 'Right now!' });
    expect(now.statusCode).toBe(201);
    expect((await replies()).map((item: Item) => item.text)).toContain('Right now!');
  });

  it('deletes own posts, and has no way to like one', async () => {
    const app = await emulator();
    const c = await connect(app);
    const id = await post(app, c, { media_type: 'TEXT', text: 'Oops' });
    const like = await graphAs(app, c.token, 'POST', `/${id}/likes`);
    expect(graphError(like)).toMatchObject({ code: 2500 });
    const deleted = await graphAs(app, c.token, 'DELETE', `/${id}`);
    expect(deleted.json()).toEqual({ success: true, deleted_id: id });
    expect(graphError(await graphAs(app, c.token, 'GET', `/${id}`))).toMatchObject({
      code: 100,
      error_subcode: 33,
    });
    expect((await control(app, 'GET', `/threads/posts/${id}`)).json().deleted).toBe(true);
  });

  it('reports media and user insights that grow with time', async () => {
    const app = await emulator();
    const c = await connect(app);
    const id = await post(app, c, {
      media_type: 'TEXT',
      text: 'Trailer day',
      link_attachment: 'https://g.example',
    });
    const metric = 'views,likes,replies,reposts,quotes,shares';
    const values = async () =>
      Object.fromEntries(
        (await read(app, c, `/${id}/insights`, { metric })).data.map(
          (entry: { name: string; values: Array<{ value: number }> }) => [entry.name, entry.values[0]?.value],
        ),
      );
    const start = await values();
    expect(start.views).toBe(0);
    await advance(app, 3 * 3_600);
    const early = await values();
    await advance(app, 2 * 86_400);
    const late = await values();
    expect(early.views).toBeGreaterThan(0);
    expect(late.views).toBeGreaterThan(early.views);
    expect(late.likes).toBeGreaterThanOrEqual(early.likes);
    const since = String(Math.floor(Date.parse('2026-07-01T00:00:00Z') / 1000));
    const user = await read(app, c, `/${c.userId}/threads_insights`, {
      metric: 'views,likes,clicks,followers_count,follower_demographics',
      breakdown: 'country',
      since,
    });
    const byName = Object.fromEntries(user.data.map((entry: { name: string }) => [entry.name, entry]));
    expect(byName.views.values.length).toBeGreaterThan(1);
    expect(byName.likes.total_value.value).toBeGreaterThan(0);
    expect(byName.clicks.total_value.value).toBeGreaterThan(0);
    expect(byName.followers_count.total_value.value).toBeGreaterThan(1_000);
    expect(byName.follower_demographics.total_value.breakdowns[0].dimension_keys).toEqual(['country']);
    const early2024 = await graphAs(app, c.token, 'GET', `/${c.userId}/threads_insights`, {
      metric: 'likes',
      since: '1700000000',
      until: '1700086400',
    });
    expect(graphError(early2024).code).toBe(100);
  });

  it('searches keywords deterministically, own posts only without the permission', async () => {
    const app = await emulator();
    const c = await connect(app);
    await post(app, c, { media_type: 'TEXT', text: 'Our new Rift map is out' });
    const search = async (token: string, type = 'RECENT') =>
      (await graphAs(app, token, 'GET', '/keyword_search', { q: 'rift map', search_type: type })).json()
        .data as Item[];
    const all = await search(c.token);
    expect(all.length).toBeGreaterThan(3);
    expect(await search(c.token)).toEqual(all);
    expect((await search(c.token, 'TOP')).map((item) => item.id).sort()).toEqual(
      all.map((item) => item.id).sort(),
    );
    const other = await emulator();
    const c2 = await connect(other);
    const texts = async (a: typeof app, token: string) =>
      (
        await graph(a, 'GET', '/keyword_search', { access_token: token, q: 'rift map', fields: 'text' })
      ).json().data;
    expect((await texts(other, c2.token)).length).toBe((await texts(app, c.token)).length - 1);
    const limited = await connect(app, ['threads_basic']);
    expect(await search(limited.token)).toHaveLength(1);
  });

  it('looks up locations by name and tags a post with one', async () => {
    const app = await emulator();
    const c = await connect(app);
    const found = await read(app, c, '/location_search', { q: 'gamescom', fields: 'id,name,city,country' });
    expect(found.data.length).toBeGreaterThanOrEqual(3);
    expect(found.data[0].name).toMatch(/^Gamescom /);
    const again = await read(app, c, '/location_search', { q: 'gamescom', fields: 'id,name,city,country' });
    expect(again).toEqual(found);
    const id = await post(app, c, {
      media_type: 'TEXT',
      text: 'See you there',
      location_id: found.data[0].id,
    });
    expect((await read(app, c, `/${id}`, { fields: 'location_id' })).location_id).toBe(found.data[0].id);
  });
});
