import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeds } from '../../src/db/schema/index.js';
import { FeedStreamHub } from '../../src/modules/feeds/api/stream.js';
import { buildGame, buildMember, call, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { openStream } from '../streams.js';
import { buildFeed, inboxGame } from './factories.js';

describe('feeds/stream: server-sent events of arrivals and changes', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof inboxGame>>;

  beforeAll(async () => {
    g = await inboxGame(testApp().database.db);
  });

  it('refuses a caller who is not signed in, not a member, or without the inbox, as any endpoint', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const anonymous = await openStream(app, api.feeds.stream, { game: g.game });
    expect(anonymous.statusCode).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: errorCatalog.login_expired.code });
    const otherGame = (await buildGame(db)).game_id;
    const outsider = await signInAs(db, (await buildMember(db, otherGame, { admin: true })).id);
    expect((await openStream(app, api.feeds.stream, { as: outsider, game: g.game })).statusCode).toBe(403);
    const reviewer = await signInAs(db, (await buildMember(db, g.game, { keys: ['review_base'] })).id);
    expect((await openStream(app, api.feeds.stream, { as: reviewer, game: g.game })).statusCode).toBe(403);
  });

  it('tells each listener what arrives and changes on the accounts it may see', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const admin = await openStream(app, api.feeds.stream, { as: g.admin, game: g.game });
    const member = await openStream(app, api.feeds.stream, { as: g.member, game: g.game });
    expect(admin.statusCode).toBe(200);
    expect(admin.contentType).toContain('text/event-stream');

    const seen = await buildFeed(db, g.seen, { createdAt: new Date() });
    const hidden = await buildFeed(db, g.hidden, { createdAt: new Date() });
    const arrivedFor = (ids: number[]) => (events: readonly { type: string; ids: number[] }[]) =>
      ids.every((id) => events.some((event) => event.type === 'arrived' && event.ids.includes(id)));
    await admin.until(arrivedFor([seen.id, hidden.id]));
    await member.until(arrivedFor([seen.id]));

    await call(
      app,
      api.feeds.change,
      { id: seen.id, change: { kind: 'state', state: 'resolved' } },
      { as: g.admin, game: g.game },
    );
    await db.update(feeds).set({ text: 'edited', updatedAt: new Date() }).where(eq(feeds.id, hidden.id));
    const changed = (id: number) => (events: readonly { type: string; ids: number[] }[]) =>
      events.some((event) => event.type === 'changed' && event.ids.includes(id));
    await admin.until((events) => changed(seen.id)(events) && changed(hidden.id)(events));
    await member.until(changed(seen.id));
    // Nothing of the account the member may not see, and nothing told twice.
    expect(member.events.flatMap((event) => event.ids)).not.toContain(hidden.id);
    const arrivals = admin.events.filter((event) => event.type === 'arrived').flatMap((event) => event.ids);
    expect(arrivals.filter((id) => id === seen.id)).toHaveLength(1);

    admin.close();
    member.close();
  });

  it('watches each game once in the process, whoever listens, and stops with the last listener', async () => {
    const { db } = testApp().database;
    const hub = new FeedStreamHub(db, testApp().logger, {
      pollMs: 100,
      overlapMs: 10_000,
      accountsMs: 60_000,
    });
    const ctx = async (user: { id: number; email: string; name: string }, game: number, admin: boolean) => ({
      traceId: 't',
      address: '',
      locale: 'en' as const,
      common: { platform: 'web' as const, tz_offset: 0 },
      session: { id: '', csrfToken: '', idleExpiresAt: new Date(), expiresAt: new Date() },
      user: { ...user, type: 'account' as const, isSuper: false },
      tenant: { gameId: game, areaId: 'asia' as const, isGameAdmin: admin, resources: new Set<never>() },
    });
    const heard: number[][] = [[], [], []];
    const otherGame = await inboxGame(db);
    const stops = [
      await hub.listen(await ctx(g.adminUser, g.game, true), (event) => heard[0]?.push(...event.ids)),
      await hub.listen(await ctx(g.memberUser, g.game, false), (event) => heard[1]?.push(...event.ids)),
      await hub.listen(await ctx(otherGame.adminUser, otherGame.game, true), (event) =>
        heard[2]?.push(...event.ids),
      ),
    ];
    expect(hub.watching()).toBe(2);
    expect(hub.listening(g.game)).toBe(2);
    const item = await buildFeed(db, g.seen, { createdAt: new Date() });
    const deadline = Date.now() + 5000;
    while (!(heard[0]?.includes(item.id) && heard[1]?.includes(item.id)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard[0]).toContain(item.id);
    expect(heard[1]).toContain(item.id);
    expect(heard[2]).toEqual([]);
    for (const stop of stops) stop();
    expect(hub.watching()).toBe(0);
    expect(hub.listening(g.game)).toBe(0);
  });
});
