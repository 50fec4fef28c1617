import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commentItems, ingestItems, mentionItems } from '../../src/modules/feeds/index.js';
import { buildAccount, buildGame } from '../factories.js';
import { useTestApp } from '../harness.js';
import { rowOf, rowsOf, testJudge } from './helpers.js';

const THREADS_SECRET = 'threads-app-secret-for-tests';
const META_SECRET = 'meta-app-secret-for-tests';

const sign = (body: string, secret = THREADS_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Threads' webhooks: their own callback, signed with the Threads app's secret. */
describe('Threads webhooks', () => {
  const testApp = useTestApp({
    env: {
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: META_SECRET,
      THREADS_APP_ID: '2345678901',
      THREADS_APP_SECRET: THREADS_SECRET,
      META_WEBHOOK_VERIFY_TOKEN: 'verify-me-please',
    },
  });

  function post(payload: unknown, signature: string | null = sign(JSON.stringify(payload))) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return testApp().app.inject({
      method: 'POST',
      url: '/webhooks/threads',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: body,
    });
  }

  async function account() {
    const { db } = testApp().database;
    const game = await buildGame(db);
    const threads = await buildAccount(db, game.game_id, {
      socialChannel: 'threads',
      socialId: `th-${game.game_id}`,
    });
    const target = {
      id: threads.id,
      gameId: game.game_id,
      network: 'threads' as const,
      socialId: threads.socialId,
    };
    return { db, threads, target };
  }

  const notification = (
    topic: string,
    targetId: string,
    field: string,
    value: Record<string, unknown>,
    asArray = false,
  ) => {
    const values = { value, field };
    return {
      app_id: '2345678901',
      topic,
      target_id: targetId,
      time: 1767000000,
      subscription_id: '234567',
      has_uid_field: false,
      values: asArray ? [values] : values,
    };
  };

  const reply = (owner: string, id: string, repliedTo: string, text: string) =>
    notification('moderate', 'media-1', 'replies', {
      id,
      username: 'player_one',
      text,
      media_type: 'TEXT_POST',
      permalink: `https://www.threads.net/@player_one/post/${id}`,
      replied_to: { id: repliedTo },
      root_post: { id: 'media-1', owner_id: owner, username: 'studio' },
      shortcode: id,
      timestamp: '2025-12-29T09:20:00+0000',
      is_verified: false,
    });

  it('answers the subscription check on its own path with the same verify token', async () => {
    const { app } = testApp();
    const ok = await app.inject({
      method: 'GET',
      url: '/webhooks/threads?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=8842',
    });
    expect([ok.statusCode, ok.body]).toEqual([200, '8842']);
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=verify-me-please&hub.challenge=1',
      'hub.challenge=1',
    ]) {
      expect((await app.inject({ method: 'GET', url: `/webhooks/threads?${query}` })).statusCode).toBe(403);
    }
  });

  it('refuses a bad or missing signature (the Meta app’s secret included) and stores nothing', async () => {
    const { db, threads } = await account();
    const payload = reply(threads.socialId, 'r-forged', 'media-1', 'forged');
    const body = JSON.stringify(payload);
    for (const signature of [null, '', sign(body, META_SECRET), 'sha256=00', sign(`${body} `)]) {
      expect((await post(payload, signature)).statusCode).toBe(403);
    }
    expect(await rowsOf(db, threads.id)).toEqual([]);
    // A Threads delivery is no Meta delivery either: the other callback refuses its signature.
    const elsewhere = await testApp().app.inject({
      method: 'POST',
      url: '/webhooks/meta',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await rowsOf(db, threads.id)).toEqual([]);
  });

  it('answers 400 to a body that is not a notification, and stores nothing', async () => {
    const { db, threads } = await account();
    const malformed = '{"values":';
    expect((await post(malformed, sign(malformed))).statusCode).toBe(400);
    const noValues = { topic: 'moderate', target_id: threads.socialId };
    expect((await post(noValues)).statusCode).toBe(400);
    expect(await rowsOf(db, threads.id)).toEqual([]);
  });

  it('stores a reply with its post and parent, once by webhook and poll', async () => {
    const { db, threads, target } = await account();
    const added = await post(reply(threads.socialId, 'r-1', 'media-1', 'The servers lag every evening'));
    expect([added.statusCode, added.body]).toEqual([200, 'EVENT_RECEIVED']);
    // Meta retries; the poll reads the same reply from the post's replies edge, as the adapter shapes it.
    await post(reply(threads.socialId, 'r-1', 'media-1', 'The servers lag every evening'));
    await ingestItems(
      { db, judge: testJudge() },
      target,
      commentItems(
        target,
        'media-1',
        [
          {
            id: 'r-1',
            parentId: null,
            authorId: null,
            authorName: 'player_one',
            text: 'The servers lag every evening',
            createdAt: new Date('2025-12-29T09:20:00Z'),
            likeCount: null,
          },
        ],
        'https://www.threads.net/@studio/post/root',
      ),
    );
    const [row, ...others] = await rowsOf(db, threads.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      source: 'comment',
      remoteId: 'r-1',
      feedType: 'comment',
      postRemoteId: 'media-1',
      parentRemoteId: null,
      authorId: null,
      authorName: 'player_one',
      createdAt: new Date('2025-12-29T09:20:00Z'),
      issueClasses: ['lag'],
    });

    // A reply to that reply (sent with `values` as an array, as live deliveries have been seen).
    const nested = reply(threads.socialId, 'r-2', 'r-1', 'same here');
    await post({ ...nested, values: [nested.values] });
    expect(await rowOf(db, threads.id, 'r-2')).toMatchObject({
      feedType: 'comment_reply',
      postRemoteId: 'media-1',
      parentRemoteId: 'r-1',
    });
  });

  it('stores a mention as the mentions poll does, once by webhook and poll', async () => {
    const { db, threads, target } = await account();
    const mention = {
      id: 'm-1',
      text: '@studio the new map crashes on load',
      username: 'player_two',
      permalink: 'https://www.threads.net/@player_two/post/m1',
      timestamp: '2025-12-29T10:00:00+0000',
      media_type: 'TEXT_POST',
      media_product_type: 'THREADS',
      is_reply: false,
      has_replies: false,
      is_quote_post: false,
    };
    const stored = await post(notification('interaction', threads.socialId, 'mentions', mention, true));
    expect(stored.statusCode).toBe(200);
    await ingestItems(
      { db, judge: testJudge() },
      target,
      mentionItems([
        {
          id: 'm-1',
          text: mention.text,
          permalink: mention.permalink,
          postedAt: new Date('2025-12-29T10:00:00Z'),
          metrics: {},
          author: { id: 'player_two', name: null, handle: 'player_two' },
        },
      ]),
    );
    const [row, ...others] = await rowsOf(db, threads.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      source: 'mention',
      remoteId: 'm-1',
      feedType: 'post',
      postRemoteId: 'm-1',
      permalink: mention.permalink,
      authorId: 'player_two',
      authorName: 'player_two',
      createdAt: new Date('2025-12-29T10:00:00Z'),
      issueClasses: ['crash'],
    });
  });

  it('removes the account’s own reply when Threads says it was deleted', async () => {
    const { db, threads } = await account();
    await post(reply(threads.socialId, 'r-own', 'media-1', 'We are on it'));
    const deleted = await post(
      notification('moderate', 'r-own', 'delete', {
        id: 'r-own',
        owner: { owner_id: threads.socialId },
        deleted_at: '2025-12-29T11:00:00+0000',
        timestamp: '2025-12-29T09:20:00+0000',
        username: 'studio',
      }),
    );
    expect(deleted.statusCode).toBe(200);
    expect((await rowOf(db, threads.id, 'r-own'))?.deletedAt).toBeInstanceOf(Date);
  });

  it('skips publish notifications, unknown fields and accounts Herald does not hold, answering 200', async () => {
    const { db, threads } = await account();
    const skipped = [
      notification('moderate', 'media-9', 'publish', { id: 'media-9', text: 'our own new post' }),
      notification('moderate', 'media-9', 'something_new', { id: 'x-1' }),
      notification('moderate', 'media-9', 'replies', { unexpected: true }),
      reply('someone-else', 'r-9', 'media-1', 'not for us'),
    ];
    for (const payload of skipped) {
      const response = await post(payload);
      expect([response.statusCode, response.body]).toEqual([200, 'EVENT_RECEIVED']);
    }
    expect(await rowsOf(db, threads.id)).toEqual([]);
  });
});
