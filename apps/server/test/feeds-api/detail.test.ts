import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountPosts } from '../../src/db/schema/index.js';
import { buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildFeed, inboxGame } from './factories.js';

const HOUR = 3_600_000;

describe('feeds/detail, notes and presence', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof inboxGame>>;
  const asAdmin = () => ({ as: g.admin, game: g.game });

  beforeAll(async () => {
    g = await inboxGame(testApp().database.db);
  });

  it('does not find an item of another game, of an account the caller may not see, or none', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const otherGame = (await buildGame(db)).game_id;
    const outsider = await signInAs(db, (await buildMember(db, otherGame, { admin: true })).id);
    const item = await buildFeed(db, g.seen);
    const hidden = await buildFeed(db, g.hidden);
    const asOther = { as: outsider, game: otherGame };
    expect(await fail(app, api.feeds.detail, { id: item.id }, asOther)).toMatchObject({ status: 404 });
    expect(await fail(app, api.feeds.note, { id: item.id, text: 'x' }, asOther)).toMatchObject({
      status: 404,
    });
    expect(await fail(app, api.feeds.presence, { id: item.id, replying: false }, asOther)).toMatchObject({
      status: 404,
    });
    const asMember = { as: g.member, game: g.game };
    expect(await fail(app, api.feeds.detail, { id: hidden.id }, asMember)).toMatchObject({ status: 404 });
    expect(await fail(app, api.feeds.detail, { id: 2_000_000_000 }, asAdmin())).toMatchObject({
      status: 404,
    });
    expect(await fail(app, api.feeds.detail, { id: 0 }, asAdmin())).toMatchObject({
      status: 400,
      code: 1001,
    });
    expect(await fail(app, api.feeds.note, { id: item.id, text: '   ' }, asAdmin())).toMatchObject({
      status: 400,
      code: 1001,
    });
  });

  it('shows a comment with its replies, its post, its author and what can be done', async () => {
    const { app, database } = testApp();
    const { db } = database;
    await db.insert(accountPosts).values({
      accountId: g.seen.id,
      socialPostId: 'post-42',
      text: 'Season 3 starts today!',
      permalink: 'https://facebook.example/p/42',
      postedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const earlier = await buildFeed(db, g.seen, {
      authorId: 'mei',
      authorName: 'Mei',
      postRemoteId: 'post-7',
    });
    const comment = await buildFeed(db, g.seen, {
      authorId: 'mei',
      authorName: 'Mei',
      remoteId: 'c-42',
      postRemoteId: 'post-42',
    });
    const answer = await buildFeed(db, g.seen, {
      feedType: 'other_comment_reply',
      remoteId: 'c-43',
      parentRemoteId: 'c-42',
      postRemoteId: 'post-42',
    });
    await buildFeed(db, g.seen, { remoteId: 'c-99', postRemoteId: 'post-42' });
    const detail = await call(app, api.feeds.detail, { id: answer.id }, asAdmin());
    expect(detail.feed.id).toBe(answer.id);
    expect(detail.thread.map((item) => item.id)).toEqual([comment.id, answer.id]);
    expect(detail.post).toEqual({
      remote_id: 'post-42',
      text: 'Season 3 starts today!',
      permalink: 'https://facebook.example/p/42',
      posted_at: '2026-01-01T00:00:00.000Z',
    });
    const ofComment = await call(app, api.feeds.detail, { id: comment.id }, asAdmin());
    expect(ofComment.author_items.map((item) => item.id)).toEqual([earlier.id]);
    expect(ofComment.author_item_count).toBe(1);
    expect(ofComment.public_reply).toMatchObject({ allowed: true, max_length: 8000, reason: null });
    expect(ofComment.private_reply).toMatchObject({ allowed: false, reason: 'capability_unsupported' });
    // No Facebook adapter is configured on this server: nothing can be done on the network.
    expect(ofComment.remote_actions).toEqual([]);
  });

  it('opens a private reply for 24 hours after the person last wrote, and says until when', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const now = Date.now();
    const message = (at: number, overrides = {}) =>
      buildFeed(db, g.seen, {
        feedType: 'message',
        source: 'message',
        conversationId: 'conv-1',
        postRemoteId: null,
        authorId: 'mei',
        createdAt: new Date(at),
        ...overrides,
      });
    const first = await message(now - 30 * HOUR);
    const last = await message(now - 2 * HOUR);
    const ours = await message(now - HOUR, { feedType: 'other_message', authorId: g.seen.socialId });
    const detail = await call(app, api.feeds.detail, { id: first.id }, asAdmin());
    expect(detail.thread.map((item) => item.id)).toEqual([first.id, last.id, ours.id]);
    expect(detail.private_reply).toEqual({
      allowed: true,
      reason: null,
      max_length: 2000,
      window_ends_at: new Date(last.createdAt.getTime() + 24 * HOUR).toISOString(),
    });
    expect(detail.public_reply).toMatchObject({ allowed: false, reason: 'capability_unsupported' });

    const stale = await buildFeed(db, g.seen, {
      feedType: 'message',
      conversationId: 'conv-2',
      postRemoteId: null,
      createdAt: new Date(now - 25 * HOUR),
    });
    const closed = await call(app, api.feeds.detail, { id: stale.id }, asAdmin());
    expect(closed.private_reply).toMatchObject({ allowed: false, reason: 'reply_window_closed' });
    expect(closed.private_reply.window_ends_at).toBe(new Date(now - HOUR).toISOString());
  });

  it('keeps notes, and tells who else has the item open', async () => {
    const { app } = testApp();
    const item = await buildFeed(testApp().database.db, g.seen);
    const note = await call(app, api.feeds.note, { id: item.id, text: ' Known bug, fix in 3.1 ' }, asAdmin());
    expect(note).toMatchObject({
      author_id: g.adminUser.id,
      author_name: g.adminUser.name,
      text: 'Known bug, fix in 3.1',
    });
    expect(await call(app, api.feeds.presence, { id: item.id, replying: true }, asAdmin())).toEqual([]);
    const others = await call(
      app,
      api.feeds.presence,
      { id: item.id, replying: false },
      { as: g.member, game: g.game },
    );
    expect(others).toEqual([
      expect.objectContaining({ user_id: g.adminUser.id, name: g.adminUser.name, replying: true }),
    ]);
    const detail = await call(app, api.feeds.detail, { id: item.id }, asAdmin());
    expect(detail.notes.map((entry) => entry.text)).toEqual(['Known bug, fix in 3.1']);
    expect(detail.presence).toEqual([expect.objectContaining({ user_id: g.memberUser.id, replying: false })]);
  });
});
