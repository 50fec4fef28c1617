import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds } from '../../src/db/schema/index.js';
import { commentItems, ingestItems, messageItems } from '../../src/modules/feeds/index.js';
import { buildAccount, buildGame } from '../factories.js';
import { useTestApp } from '../harness.js';
import { rowOf, rowsOf, testJudge } from './helpers.js';

const SECRET = 'meta-app-secret-for-tests';
const VK_SECRET = 'vk-callback-secret';

const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('webhooks', () => {
  const testApp = useTestApp({
    env: {
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: SECRET,
      META_WEBHOOK_VERIFY_TOKEN: 'verify-me-please',
      VK_CALLBACK_SECRET: VK_SECRET,
      VK_CALLBACK_CONFIRMATION: '777:c0nf1rm,888:other',
    },
  });

  function postMeta(payload: unknown, signature?: string) {
    const body = JSON.stringify(payload);
    return testApp().app.inject({
      method: 'POST',
      url: '/webhooks/meta',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? { 'x-hub-signature-256': sign(body) }
          : signature
            ? { 'x-hub-signature-256': signature }
            : {}),
      },
      payload: body,
    });
  }

  const postVk = (payload: unknown) =>
    testApp().app.inject({
      method: 'POST',
      url: '/webhooks/vk',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  async function accounts() {
    const { db } = testApp().database;
    const game = await buildGame(db);
    const page = await buildAccount(db, game.game_id, { socialId: `page-${game.game_id}` });
    const ig = await buildAccount(db, game.game_id, {
      socialChannel: 'instagram',
      socialId: `ig-${game.game_id}`,
    });
    const wa = await buildAccount(db, game.game_id, {
      socialChannel: 'whatsapp',
      socialId: `phone-${game.game_id}`,
    });
    return { db, game: game.game_id, page, ig, wa };
  }

  const feedChange = (pageId: string, value: Record<string, unknown>) => ({
    object: 'page',
    entry: [{ id: pageId, time: 1767000000, changes: [{ field: 'feed', value }] }],
  });
  const comment = (pageId: string, verb: string, message: string, extra: Record<string, unknown> = {}) =>
    feedChange(pageId, {
      item: 'comment',
      verb,
      from: { id: 'visitor-1', name: 'Visitor' },
      post_id: `${pageId}_post1`,
      comment_id: `${pageId}_post1_c1`,
      parent_id: `${pageId}_post1`,
      message,
      created_time: 1767000000,
      ...extra,
    });

  it('answers the subscription check only with our verify token', async () => {
    const { app } = testApp();
    const ok = await app.inject({
      method: 'GET',
      url: '/webhooks/meta?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444',
    });
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    const wrong = await app.inject({
      method: 'GET',
      url: '/webhooks/meta?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a bad, missing or stale signature and stores nothing', async () => {
    const { db, page } = await accounts();
    const payload = comment(page.socialId, 'add', 'forged');
    const body = JSON.stringify(payload);
    for (const signature of ['', sign(body, 'another-secret'), 'sha256=00', sign(`${body} `)]) {
      const response = await postMeta(payload, signature);
      expect(response.statusCode).toBe(403);
    }
    expect(await rowsOf(db, page.id)).toEqual([]);
    const malformed = await testApp().app.inject({
      method: 'POST',
      url: '/webhooks/meta',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign('{"object":') },
      payload: '{"object":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('stores a Page comment once by webhook and poll, then its edit and its removal', async () => {
    const { db, game, page } = await accounts();
    const added = await postMeta(comment(page.socialId, 'add', 'The patch broke my login'));
    expect([added.statusCode, added.body]).toEqual([200, 'EVENT_RECEIVED']);
    // Meta retries a delivery; a poll reads the same comment.
    await postMeta(comment(page.socialId, 'add', 'The patch broke my login'));
    const target = { id: page.id, gameId: game, network: 'facebook' as const, socialId: page.socialId };
    await ingestItems(
      { db, judge: testJudge() },
      target,
      commentItems(
        target,
        `${page.socialId}_post1`,
        [
          {
            id: `${page.socialId}_post1_c1`,
            parentId: null,
            authorId: 'visitor-1',
            authorName: 'Visitor',
            text: 'The patch broke my login',
            createdAt: new Date(1767000000_000),
            likeCount: 3,
          },
        ],
        null,
      ),
    );
    const [row, ...others] = await rowsOf(db, page.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      feedType: 'comment',
      parentRemoteId: null,
      postRemoteId: `${page.socialId}_post1`,
      authorName: 'Visitor',
      issueClasses: ['account'],
      createdAt: new Date(1767000000_000),
      state: 'new',
    });

    await postMeta(comment(page.socialId, 'edited', 'The patch broke my login, now it crashes'));
    const edited = await rowOf(db, page.id, `${page.socialId}_post1_c1`);
    expect(edited).toMatchObject({
      text: 'The patch broke my login, now it crashes',
      issueClasses: ['crash', 'account'],
    });
    expect(edited?.editedAt).toBeInstanceOf(Date);

    // Hidden by a moderator in Meta's app: shown hidden, its words untouched.
    await postMeta(
      feedChange(page.socialId, {
        item: 'comment',
        verb: 'hide',
        post_id: `${page.socialId}_post1`,
        comment_id: `${page.socialId}_post1_c1`,
        parent_id: `${page.socialId}_post1`,
        created_time: 1767000000,
      }),
    );
    expect(await rowOf(db, page.id, `${page.socialId}_post1_c1`)).toMatchObject({
      hidden: true,
      text: 'The patch broke my login, now it crashes',
    });
    await postMeta(comment(page.socialId, 'unhide', ''));
    expect((await rowOf(db, page.id, `${page.socialId}_post1_c1`))?.hidden).toBe(false);

    await postMeta(comment(page.socialId, 'remove', ''));
    expect((await rowOf(db, page.id, `${page.socialId}_post1_c1`))?.deletedAt).toBeInstanceOf(Date);
    expect(await rowsOf(db, page.id)).toHaveLength(1);

    // A reaction where Meta names who, and its removal.
    await postMeta(
      feedChange(page.socialId, {
        item: 'reaction',
        verb: 'add',
        reaction_type: 'love',
        from: { id: 'fan-9', name: 'Fan' },
        post_id: `${page.socialId}_post1`,
        created_time: 1767000100,
      }),
    );
    expect(await rowOf(db, page.id, `${page.socialId}_post1:fan-9`)).toMatchObject({
      feedType: 'like',
      source: 'reaction',
      text: 'love',
    });
  });

  it('threads Messenger messages and their echoes, and joins them to the conversation a poll names', async () => {
    const { db, game, page } = await accounts();
    const messaging = (events: unknown[]) => ({
      object: 'page',
      entry: [{ id: page.socialId, time: 1767000000000, messaging: events }],
    });
    await postMeta(
      messaging([
        {
          sender: { id: 'psid-1' },
          recipient: { id: page.socialId },
          timestamp: 1767000000000,
          message: { mid: 'm_1', text: 'I was charged twice' },
        },
      ]),
    );
    await postMeta(
      messaging([
        {
          sender: { id: page.socialId },
          recipient: { id: 'psid-1' },
          timestamp: 1767000060000,
          message: { mid: 'm_2', text: 'Refunded, sorry!', is_echo: true },
        },
      ]),
    );
    const before = await rowsOf(db, page.id);
    expect(before.map((row) => [row.remoteId, row.feedType, row.state, row.conversationId])).toEqual([
      ['m_1', 'message', 'new', null],
      ['m_2', 'other_message', 'resolved', null],
    ]);
    const target = { id: page.id, gameId: game, network: 'facebook' as const, socialId: page.socialId };
    await ingestItems(
      { db, judge: testJudge() },
      target,
      messageItems([
        {
          id: 'm_2',
          conversationId: 't_9',
          senderId: page.socialId,
          senderName: 'Page',
          fromAccount: true,
          text: 'Refunded, sorry!',
          createdAt: new Date(1767000060000),
        },
        {
          id: 'm_1',
          conversationId: 't_9',
          senderId: 'psid-1',
          senderName: 'Ana',
          fromAccount: false,
          text: 'I was charged twice',
          createdAt: new Date(1767000000000),
        },
      ]),
    );
    const after = await rowsOf(db, page.id);
    expect(
      after.map((row) => [row.remoteId, row.conversationId, row.firstResponseAt?.getTime() ?? null]),
    ).toEqual([
      ['m_1', 't_9', 1767000060000],
      ['m_2', 't_9', null],
    ]);
    // A later message joins the conversation through its person.
    await postMeta(
      messaging([
        {
          sender: { id: 'psid-1' },
          recipient: { id: page.socialId },
          timestamp: 1767000120000,
          message: { mid: 'm_3', text: 'thanks' },
        },
      ]),
    );
    expect((await rowOf(db, page.id, 'm_3'))?.conversationId).toBe('t_9');
  });

  it('stores Instagram comments and WhatsApp messages for the accounts they name, and ignores unknown ones', async () => {
    const { db, ig, wa } = await accounts();
    await postMeta({
      object: 'instagram',
      entry: [
        {
          id: ig.socialId,
          time: 1767000000,
          changes: [
            {
              field: 'comments',
              value: {
                id: 'igc-1',
                text: '外挂太多了',
                from: { id: 'u1', username: 'player1' },
                media: { id: 'media-1' },
              },
            },
          ],
        },
      ],
    });
    expect(await rowOf(db, ig.id, 'igc-1')).toMatchObject({
      feedType: 'comment',
      postRemoteId: 'media-1',
      authorName: 'player1',
      issueClasses: ['cheating'],
    });
    await postMeta({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba-1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: wa.socialId, display_phone_number: '1555' },
                contacts: [{ wa_id: '4479000', profile: { name: 'Kim' } }],
                messages: [
                  {
                    from: '4479000',
                    id: 'wamid.A',
                    timestamp: '1767000000',
                    type: 'text',
                    text: { body: '充值没到账' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(await rowOf(db, wa.id, 'wamid.A')).toMatchObject({
      feedType: 'message',
      conversationId: '4479000',
      authorName: 'Kim',
      issueClasses: ['payment'],
    });
    const unknown = await postMeta(comment('page-nobody-has', 'add', 'hello'));
    expect(unknown.statusCode).toBe(200);
    const [{ count } = { count: -1 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(feeds)
      .where(eq(feeds.remoteId, 'page-nobody-has_post1_c1'));
    expect(count).toBe(0);
  });

  it('takes VK callbacks with the secret only, answering confirmation and ok', async () => {
    const { db } = testApp().database;
    const game = await buildGame(db);
    const community = await buildAccount(db, game.game_id, { socialChannel: 'vk', socialId: '777' });
    const confirmation = await postVk({ type: 'confirmation', group_id: 777 });
    expect([confirmation.statusCode, confirmation.body]).toEqual([200, 'c0nf1rm']);
    const reply = {
      id: 9,
      from_id: 51,
      date: 1767000000,
      text: 'лагает сервер, lag',
      post_id: 5,
      owner_id: -777,
    };
    expect(
      (await postVk({ type: 'wall_reply_new', group_id: 777, secret: 'nope', object: reply })).statusCode,
    ).toBe(403);
    expect((await postVk({ type: 'wall_reply_new', group_id: 777, object: reply })).statusCode).toBe(403);
    expect(await rowsOf(db, community.id)).toEqual([]);
    const ok = await postVk({ type: 'wall_reply_new', group_id: 777, secret: VK_SECRET, object: reply });
    expect([ok.statusCode, ok.body]).toEqual([200, 'ok']);
    expect(await rowOf(db, community.id, '-777_5:9')).toMatchObject({
      feedType: 'comment',
      postRemoteId: '-777_5',
      issueClasses: ['lag'],
    });
    const own = { ...reply, id: 10, from_id: -777, text: 'Мы чиним', reply_to_comment: 9 };
    await postVk({ type: 'wall_reply_new', group_id: 777, secret: VK_SECRET, object: own });
    expect(await rowOf(db, community.id, '-777_5:10')).toMatchObject({
      feedType: 'other_comment_reply',
      parentRemoteId: '-777_5:9',
      state: 'resolved',
    });
    expect((await rowOf(db, community.id, '-777_5:9'))?.firstResponseAt).toEqual(new Date(1767000000_000));
    await postVk({
      type: 'wall_reply_delete',
      group_id: 777,
      secret: VK_SECRET,
      object: { id: 9, owner_id: -777, post_id: 5, deleter_id: 51 },
    });
    expect((await rowOf(db, community.id, '-777_5:9'))?.deletedAt).toBeInstanceOf(Date);
    await postVk({
      type: 'message_new',
      group_id: 777,
      secret: VK_SECRET,
      object: {
        message: { id: 31, date: 1767000000, peer_id: 51, from_id: 51, text: 'привет' },
        client_info: {},
      },
    });
    expect(await rowOf(db, community.id, '31')).toMatchObject({ feedType: 'message', conversationId: '51' });
  });
});
