import { api, type FeedFilterInput, type FeedPage } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedTags } from '../../src/db/schema/index.js';
import { buildAccount, call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildFeed, buildTag, inboxGame } from './factories.js';

describe('feeds/list', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof inboxGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });
  const ids = async (filter: FeedFilterInput, who = asAdmin()) =>
    (await call(testApp().app, api.feeds.list, { filter, limit: 100 }, who)).list.map((item) => item.id);

  beforeAll(async () => {
    g = await inboxGame(testApp().database.db);
  });

  it('refuses a cursor it did not give out, and unknown fields, with validation_failed', async () => {
    const { app } = testApp();
    for (const cursor of ['nonsense', Buffer.from('1.2.3').toString('base64url'), 'a+b/c=']) {
      const result = await fail(app, api.feeds.list, { cursor }, asAdmin());
      expect(result).toMatchObject({ status: 400, code: 1001 });
      expect(result.data?.issues?.[0]?.path).toBe('cursor');
    }
    expect(await fail(app, api.feeds.list, { filter: { game_id: 1 } }, asAdmin())).toMatchObject({
      status: 400,
      code: 1001,
    });
    expect(await fail(app, api.feeds.list, { limit: 1000 }, asAdmin())).toMatchObject({ status: 400 });
  });

  it('narrows by every filter given', async () => {
    const { db } = testApp().database;
    const other = await buildAccount(db, g.game, { socialChannel: 'twitter', socialId: `tw-${g.game}` });
    const negative = await buildFeed(db, g.seen, { sentiment: 'negative', state: 'pending' });
    const reply = await buildFeed(db, g.seen, { feedType: 'comment_reply', assigneeId: g.memberUser.id });
    const crash = await buildFeed(db, g.seen, { issueClasses: ['crash'] });
    const tweet = await buildFeed(db, other, { feedType: 'post', source: 'mention' });
    const own = await buildFeed(db, g.seen, { feedType: 'other_comment' });
    const tag = await buildTag(db, g.game, 'Bug');
    await db.insert(feedTags).values({ feedId: crash.id, tagId: tag.id, gameId: g.game });
    const old = await buildFeed(db, g.seen, { createdAt: new Date('2020-01-01T00:00:00Z') });

    expect(await ids({ sentiments: ['negative'] })).toEqual([negative.id]);
    expect(await ids({ states: ['pending'] })).toEqual([negative.id]);
    expect(await ids({ feed_types: ['comment_reply'] })).toEqual([reply.id]);
    expect(await ids({ assignee_ids: [g.memberUser.id] })).toEqual([reply.id]);
    expect(await ids({ issue_classes: ['crash'] })).toEqual([crash.id]);
    expect(await ids({ tag_ids: [tag.id] })).toEqual([crash.id]);
    expect(await ids({ networks: ['twitter'] })).toEqual([tweet.id]);
    expect(await ids({ account_ids: [other.id] })).toEqual([tweet.id]);
    expect(await ids({ to: '2021-01-01T00:00:00Z' })).toEqual([old.id]);
    expect(await ids({ from: '2021-01-01T00:00:00Z' })).not.toContain(old.id);
    const unassigned = await ids({ unassigned: true });
    expect(unassigned).toContain(negative.id);
    expect(unassigned).not.toContain(reply.id);
    expect(await ids({ unassigned: true, assignee_ids: [g.memberUser.id] })).toContain(reply.id);

    // The account's own comments are left out unless asked for.
    expect(await ids({})).not.toContain(own.id);
    expect(await ids({ include_own: true })).toContain(own.id);
    expect(await ids({ feed_types: ['other_comment'] })).toEqual([own.id]);
    // Filters combine.
    expect(await ids({ sentiments: ['negative'], states: ['new'] })).toEqual([]);
  });

  it('finds Chinese words by their character pairs and English words whole, in text or author name', async () => {
    const { db } = testApp().database;
    const crash = await buildFeed(db, g.seen, { text: '更新后又闪退了，怎么办' });
    const quit = await buildFeed(db, g.seen, { text: '我退出了游戏' });
    const flash = await buildFeed(db, g.seen, { text: '闪光弹太强了' });
    const lag = await buildFeed(db, g.seen, { text: 'So much LAG after the patch', authorName: 'Mei' });
    expect(await ids({ keyword: '闪退' })).toEqual([crash.id]);
    expect(await ids({ keyword: '退' })).toEqual(expect.arrayContaining([crash.id, quit.id]));
    expect(await ids({ keyword: '闪' })).toEqual(expect.arrayContaining([crash.id, flash.id]));
    expect(await ids({ keyword: 'lag patch' })).toEqual([lag.id]);
    expect(await ids({ keyword: 'lag mei' })).toEqual([lag.id]);
    expect(await ids({ keyword: 'lag 闪退' })).toEqual([]);
    expect(await ids({ keyword: 'nowhere' })).toEqual([]);
    expect(await ids({ keyword: '闪退', states: ['resolved'] })).toEqual([]);
  });

  it('never shows items of accounts the caller may not see', async () => {
    const { db } = testApp().database;
    const mine = await buildFeed(db, g.seen);
    const theirs = await buildFeed(db, g.hidden, { text: 'secret 闪退' });
    const asMember = { as: g.member, game: g.game };
    const seen = await ids({}, asMember);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    expect(await ids({ account_ids: [g.hidden.id] }, asMember)).toEqual([]);
    expect(await ids({ keyword: 'secret' }, asMember)).toEqual([]);
    expect(await ids({ keyword: 'secret' })).toEqual([theirs.id]);
    // Nor anything of another game, whatever its ids.
    const otherGame = await inboxGame(db);
    const elsewhere = await buildFeed(db, otherGame.seen, { text: 'secret elsewhere' });
    expect(await ids({ keyword: 'secret' })).not.toContain(elsewhere.id);
    expect(await ids({ account_ids: [otherGame.seen.id] })).toEqual([]);
    expect(await ids({}, { as: otherGame.admin, game: otherGame.game })).toEqual([elsewhere.id]);
  });

  it('pages by cursor with no gap and no repeat while items arrive, and reads newer ones', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const account = await buildAccount(db, g.game, { socialChannel: 'vk', socialId: `vk-${g.game}` });
    const start = Date.now() - 3_600_000;
    const stored = [];
    // Several items share an instant: the id orders them.
    for (let i = 0; i < 23; i += 1)
      stored.push(await buildFeed(db, account, { createdAt: new Date(start + Math.floor(i / 3) * 1000) }));
    const filter = { account_ids: [account.id] };
    const first = await call(app, api.feeds.list, { filter, limit: 5 }, asAdmin());
    const seen = first.list.map((item) => item.id);
    let next = first.next;
    const arrived = [];
    while (next) {
      // New items arrive between pages; they are newer than every page being read.
      arrived.push(await buildFeed(db, account, { createdAt: new Date(start + 60_000 + arrived.length) }));
      const page = await call(app, api.feeds.list, { filter, limit: 5, cursor: next }, asAdmin());
      seen.push(...page.list.map((item) => item.id));
      next = page.next;
    }
    const expected = [...stored].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(seen).toEqual(expected.map((row) => row.id));

    // What arrived since the first page, oldest first in pages of 2, each page newest first.
    let newest = first.newest;
    const later: number[] = [];
    for (;;) {
      const page = await call(
        app,
        api.feeds.list,
        { filter, limit: 2, cursor: newest, direction: 'newer' },
        asAdmin(),
      );
      if (page.list.length === 0) {
        expect(page.newest).toBe(newest);
        break;
      }
      expect(page.next).toBeNull();
      const pageIds = page.list.map((item) => item.id);
      expect(pageIds).toEqual([...pageIds].sort((a, b) => b - a));
      later.unshift(...pageIds);
      newest = page.newest;
    }
    expect(later).toEqual(arrived.map((row) => row.id).reverse());
  });

  it('pages a keyword search by the same cursor, older and newer, with every term checked', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const start = Date.now() - 7_200_000;
    const matching = [];
    for (let i = 0; i < 12; i += 1) {
      const text = i % 3 === 0 ? '又闪退了 氪金' : '闪退 again';
      const row = await buildFeed(db, g.seen, {
        text,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      });
      if (i % 3 === 0) matching.push(row);
    }
    await buildFeed(db, g.seen, { text: '氪金 only', createdAt: new Date(start + 500) });
    const filter = { keyword: '闪退 氪金' };
    const seen: number[] = [];
    let cursor: string | null = null;
    let newest: string | null = null;
    do {
      const page: FeedPage = await call(app, api.feeds.list, { filter, limit: 2, cursor }, asAdmin());
      newest ??= page.newest;
      seen.push(...page.list.map((item) => item.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(matching.map((row) => row.id).reverse());
    const later = await buildFeed(db, g.seen, { text: '氪金后闪退', createdAt: new Date(start + 60_000) });
    const newer = await call(app, api.feeds.list, { filter, cursor: newest, direction: 'newer' }, asAdmin());
    expect(newer.list.map((item) => item.id)).toEqual([later.id]);
  });

  it('maps every field of an item, with its tags and assignee name', async () => {
    const { db } = testApp().database;
    const row = await buildFeed(db, g.seen, {
      text: 'mapped',
      assigneeId: g.memberUser.id,
      language: 'en',
      sentiment: 'positive',
      sentimentSource: 'classifier',
      authorFollowers: 12,
      permalink: 'https://facebook.example/c/1',
    });
    const tag = await buildTag(db, g.game, 'Mapped');
    await db.insert(feedTags).values({ feedId: row.id, tagId: tag.id, gameId: g.game });
    const [item] = (await call(testApp().app, api.feeds.list, { filter: { keyword: 'mapped' } }, asAdmin()))
      .list;
    expect(item).toMatchObject({
      id: row.id,
      account_id: g.seen.id,
      account_name: 'Star Harbor',
      social_channel: 'facebook',
      feed_type: 'comment',
      author: { id: row.authorId, name: row.authorName, avatar_url: null, followers: 12 },
      assignee_id: g.memberUser.id,
      assignee_name: g.memberUser.name,
      tag_ids: [tag.id],
      sentiment: 'positive',
      sentiment_source: 'classifier',
      language: 'en',
      state: 'new',
      created_at: row.createdAt.toISOString(),
    });
  });
});
