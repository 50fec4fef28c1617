import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  advance,
  connect,
  control,
  emulator,
  graphAs,
  graphError,
  read,
} from './threads-helpers.js';

type Mention = { id: string; text: string; username: string; permalink: string; timestamp: string };
type Page = { data: Mention[]; paging?: { cursors: { after: string }; next?: string } };

const FIELDS = 'id,text,username,permalink,timestamp';
const WITH_MENTIONS = [...ALL_SCOPES, 'threads_manage_mentions'];

describe('threads emulator: mentions', () => {
  it('lists posts naming the account, newest first, arriving with the clock and the same for a seed', async () => {
    const app = await emulator();
    const c = await connect(app, WITH_MENTIONS);
    const { user } = (await control(app, 'GET', '/threads/state')).json();
    const mentions = async (): Promise<Mention[]> =>
      ((await read(app, c, `/${c.userId}/mentions`, { fields: FIELDS, limit: '100' })) as Page).data;
    const seeded = await mentions();
    expect(seeded.length).toBeGreaterThan(0);
    for (const mention of seeded) {
      expect(mention.text).toContain(`@${user.username}`);
      expect(mention.username).not.toBe(user.username);
      expect(mention.permalink).toMatch(/^https:\/\/www\.threads\.net\/@[^/]+\/post\//);
    }
    const times = seeded.map((mention) => Date.parse(mention.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await advance(app, 3 * 86_400);
    const later = await mentions();
    expect(later.length).toBeGreaterThan(seeded.length);
    expect(later.slice(-seeded.length)).toEqual(seeded);
    const twin = await emulator();
    const other = await connect(twin, WITH_MENTIONS);
    const again = (await read(twin, other, `/${other.userId}/mentions`, {
      fields: FIELDS,
      limit: '100',
    })) as Page;
    expect(again.data).toEqual(seeded);
  });

  it('pages with after cursors and bounds the list with since', async () => {
    const app = await emulator();
    const c = await connect(app, WITH_MENTIONS);
    await advance(app, 2 * 86_400);
    const all = ((await read(app, c, '/me/mentions', { fields: 'id,timestamp', limit: '100' })) as Page).data;
    expect(all.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = (await read(app, c, '/me/mentions', {
        fields: 'id',
        limit: '2',
        ...(after ? { after } : {}),
      })) as Page;
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((mention) => mention.id));
      after = page.paging?.next ? page.paging.cursors.after : undefined;
    } while (after);
    expect(seen).toEqual(all.map((mention) => mention.id));
    const cut = all[2];
    if (!cut) throw new Error('too few mentions');
    const since = String(Date.parse(cut.timestamp) / 1000);
    const recent = ((await read(app, c, '/me/mentions', { fields: 'id', since, limit: '100' })) as Page).data;
    expect(recent.map((mention) => mention.id)).toEqual(
      all.filter((mention) => Date.parse(mention.timestamp) >= Date.parse(cut.timestamp)).map((m) => m.id),
    );
  });

  it('needs threads_manage_mentions, the token’s own user, and a since after the launch', async () => {
    const app = await emulator();
    const without = await connect(app);
    const refused = await graphAs(app, without.token, 'GET', `/${without.userId}/mentions`);
    expect(refused.statusCode).toBe(403);
    expect(graphError(refused).code).toBe(10);
    const c = await connect(app, WITH_MENTIONS);
    const { visitors } = (await control(app, 'GET', '/threads/state')).json();
    const someone = await graphAs(app, c.token, 'GET', `/${visitors[0].id}/mentions`);
    expect(someone.statusCode).toBe(400);
    const early = await graphAs(app, c.token, 'GET', '/me/mentions', { since: '1600000000' });
    expect(graphError(early).code).toBe(100);
  });

  it('adds a mention now through the control API; it is listed first and readable', async () => {
    const app = await emulator();
    const c = await connect(app, WITH_MENTIONS);
    const made = await control(app, 'POST', '/threads/mentions', { text: 'shout-out to the devs' });
    expect(made.statusCode).toBe(201);
    const { id, text } = made.json();
    expect(text).toMatch(/^@\w+ shout-out to the devs$/);
    const [first] = ((await read(app, c, '/me/mentions', { fields: FIELDS })) as Page).data;
    expect(first).toMatchObject({ id, text });
    expect((await read(app, c, `/${id}`, { fields: 'text' })).text).toBe(text);
  });
});
