import { api, FEED_BATCH_MAX, TAGS_PER_ITEM_MAX } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeds, feedTags } from '../../src/db/schema/index.js';
import { buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildFeed, buildTag, inboxGame } from './factories.js';

describe('feeds/change and feeds/batch', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof inboxGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });
  const stored = async (id: number) =>
    (await testApp().database.db.select().from(feeds).where(eq(feeds.id, id)))[0];
  const tagsOn = async (id: number) =>
    (await testApp().database.db.select().from(feedTags).where(eq(feedTags.feedId, id))).map(
      (row) => row.tagId,
    );

  beforeAll(async () => {
    g = await inboxGame(testApp().database.db);
  });

  it('refuses malformed changes, and does not find items of another game or unseen accounts', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const item = await buildFeed(db, g.seen);
    const hidden = await buildFeed(db, g.hidden);
    const bad = [
      { id: item.id, change: { kind: 'state', state: 'closed' } },
      { id: item.id, change: { kind: 'sentiment', sentiment: 'init' } },
      { id: item.id, change: { kind: 'tags_add', tag_ids: [] } },
      { id: item.id, change: { kind: 'explode' } },
    ];
    for (const input of bad)
      expect(await fail(app, api.feeds.change, input, asAdmin())).toMatchObject({ status: 400, code: 1001 });
    const tooMany = Array.from({ length: FEED_BATCH_MAX + 1 }, (_, i) => i + 1);
    expect(
      await fail(
        app,
        api.feeds.batch,
        { ids: tooMany, change: { kind: 'state', state: 'resolved' } },
        asAdmin(),
      ),
    ).toMatchObject({ status: 400, code: 1001 });

    const otherGame = (await buildGame(db)).game_id;
    const outsider = await signInAs(db, (await buildMember(db, otherGame, { admin: true })).id);
    const resolve = { id: item.id, change: { kind: 'state', state: 'resolved' } } as const;
    expect(await fail(app, api.feeds.change, resolve, { as: outsider, game: otherGame })).toMatchObject({
      status: 404,
    });
    expect(
      await fail(app, api.feeds.change, { ...resolve, id: hidden.id }, { as: g.member, game: g.game }),
    ).toMatchObject({ status: 404 });
    expect((await stored(item.id))?.state).toBe('new');
    expect((await stored(hidden.id))?.state).toBe('new');
  });

  it('sets the state and bumps updated_at', async () => {
    const item = await buildFeed(testApp().database.db, g.seen);
    const before = (await stored(item.id))?.updatedAt.getTime() ?? 0;
    const changed = await call(
      testApp().app,
      api.feeds.change,
      { id: item.id, change: { kind: 'state', state: 'resolved' } },
      asAdmin(),
    );
    expect(changed.state).toBe('resolved');
    expect((await stored(item.id))?.updatedAt.getTime()).toBeGreaterThan(before);
  });

  it("assigns to a member who can see the item's account, and to no one else", async () => {
    const { app, database } = testApp();
    const { db } = database;
    const seen = await buildFeed(db, g.seen);
    const hidden = await buildFeed(db, g.hidden);
    const assign = (id: number, assignee: number | null) =>
      ({ id, change: { kind: 'assign', assignee_id: assignee } }) as const;
    const done = await call(app, api.feeds.change, assign(seen.id, g.memberUser.id), asAdmin());
    expect(done).toMatchObject({ assignee_id: g.memberUser.id, assignee_name: g.memberUser.name });
    expect(await fail(app, api.feeds.change, assign(hidden.id, g.memberUser.id), asAdmin())).toMatchObject({
      status: 400,
      code: 1304,
    });
    const stranger = (await buildMember(db, (await buildGame(db)).game_id)).id;
    expect(await fail(app, api.feeds.change, assign(seen.id, stranger), asAdmin())).toMatchObject({
      status: 400,
      code: 1304,
    });
    expect((await stored(hidden.id))?.assigneeId).toBeNull();
    expect((await call(app, api.feeds.change, assign(seen.id, null), asAdmin())).assignee_id).toBeNull();
  });

  it("records a person's sentiment correction as such", async () => {
    const item = await buildFeed(testApp().database.db, g.seen, {
      sentiment: 'positive',
      sentimentSource: 'classifier',
    });
    const changed = await call(
      testApp().app,
      api.feeds.change,
      { id: item.id, change: { kind: 'sentiment', sentiment: 'negative' } },
      asAdmin(),
    );
    expect(changed).toMatchObject({ sentiment: 'negative', sentiment_source: 'person' });
    expect(await stored(item.id)).toMatchObject({
      sentimentCorrected: 'negative',
      sentimentSource: 'person',
    });
  });

  it("tags with the game's tags only, up to the limit, and removes them", async () => {
    const { app, database } = testApp();
    const { db } = database;
    const item = await buildFeed(db, g.seen);
    const own = [];
    for (let i = 0; i <= TAGS_PER_ITEM_MAX; i += 1) own.push((await buildTag(db, g.game, `Tag ${i}`)).id);
    const foreign = await buildTag(db, (await buildGame(db)).game_id, 'Elsewhere');
    const add = (tagIds: number[]) =>
      ({ id: item.id, change: { kind: 'tags_add', tag_ids: tagIds } }) as const;

    expect(await fail(app, api.feeds.change, add([foreign.id]), asAdmin())).toMatchObject({ code: 1304 });
    expect(await fail(app, api.feeds.change, add([2_000_000_000]), asAdmin())).toMatchObject({ code: 1304 });
    expect(await tagsOn(item.id)).toEqual([]);

    const first = own.slice(0, TAGS_PER_ITEM_MAX);
    expect((await call(app, api.feeds.change, add(first), asAdmin())).tag_ids).toEqual(first);
    const over = await fail(app, api.feeds.change, add([own[TAGS_PER_ITEM_MAX] as number]), asAdmin());
    expect(over).toMatchObject({
      status: 400,
      code: 2001,
      msg: `Tags per item are limited to ${TAGS_PER_ITEM_MAX}`,
    });
    expect(await tagsOn(item.id)).toHaveLength(TAGS_PER_ITEM_MAX);
    // Adding what it already carries stays within the limit.
    expect((await call(app, api.feeds.change, add([first[0] as number]), asAdmin())).tag_ids).toHaveLength(
      TAGS_PER_ITEM_MAX,
    );
    const removed = await call(
      app,
      api.feeds.change,
      { id: item.id, change: { kind: 'tags_remove', tag_ids: [first[0] as number] } },
      asAdmin(),
    );
    expect(removed.tag_ids).toEqual(first.slice(1));
  });

  it('changes each item it may, and answers not_found for the others without failing the batch', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const a = await buildFeed(db, g.seen);
    const b = await buildFeed(db, g.seen);
    const hidden = await buildFeed(db, g.hidden);
    const other = await buildFeed(
      db,
      { id: g.seen.id, gameId: g.game, socialChannel: 'facebook' },
      { feedType: 'message', source: 'message' },
    );
    const elsewhere = await buildFeed(db, (await inboxGame(db)).seen);
    const { results } = await call(
      app,
      api.feeds.batch,
      {
        ids: [a.id, hidden.id, b.id, elsewhere.id, 2_000_000_000],
        change: { kind: 'state', state: 'pending' },
      },
      { as: g.member, game: g.game },
    );
    expect(results).toEqual([
      { id: a.id, ok: true, code: 0, msg: 'ok' },
      { id: hidden.id, ok: false, code: 404, msg: 'Not Found' },
      { id: b.id, ok: true, code: 0, msg: 'ok' },
      { id: elsewhere.id, ok: false, code: 404, msg: 'Not Found' },
      { id: 2_000_000_000, ok: false, code: 404, msg: 'Not Found' },
    ]);
    expect((await stored(elsewhere.id))?.state).toBe('new');
    expect((await stored(a.id))?.state).toBe('pending');
    expect((await stored(hidden.id))?.state).toBe('new');
    expect((await stored(other.id))?.state).toBe('new');

    // An item over the tag limit is refused alone.
    const tags = [];
    for (let i = 0; i < TAGS_PER_ITEM_MAX; i += 1) tags.push((await buildTag(db, g.game, `Batch ${i}`)).id);
    await call(app, api.feeds.change, { id: a.id, change: { kind: 'tags_add', tag_ids: tags } }, asAdmin());
    const extra = await buildTag(db, g.game, 'Batch extra');
    const tagged = await call(
      app,
      api.feeds.batch,
      { ids: [a.id, b.id], change: { kind: 'tags_add', tag_ids: [extra.id] } },
      asAdmin(),
    );
    expect(tagged.results.map((result) => [result.id, result.code])).toEqual([
      [a.id, 2001],
      [b.id, 0],
    ]);
    expect(await tagsOn(b.id)).toEqual([extra.id]);
    expect(await tagsOn(a.id)).not.toContain(extra.id);
  });
});
