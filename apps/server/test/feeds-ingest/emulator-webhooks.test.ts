import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds } from '../../src/db/schema/index.js';
import { syncAccountFeeds } from '../../src/modules/feeds/index.js';
import { connectPages, control, gameMember } from '../accounts/connect-helpers.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { rowOf, testJudge } from './helpers.js';

/** The emulator's Meta app delivers webhooks to the server, as a subscribed app's callback receives them. */
describe('webhooks from the emulator', () => {
  const emulator = useEmulator(13, 2);
  emulator.env.META_WEBHOOK_VERIFY_TOKEN = 'emulator-verify-token';
  const testApp = useTestApp({ env: emulator.env, listen: true });

  it('stores what the emulator pushes, and a poll of the same items adds no second row', async () => {
    const { app, database, url } = testApp();
    const { db } = database;
    await control(emulator.url(), '/facebook/webhooks', {
      callback_url: `${url}/webhooks/meta`,
      verify_token: 'emulator-verify-token',
    });
    const member = await gameMember(db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');

    const posts = (await control(emulator.url(), `/facebook/pages/${page.social_id}/posts`)) as {
      data: { id: string; is_published: boolean }[];
    };
    const post = posts.data.find((candidate) => candidate.is_published);
    const comment = (await control(emulator.url(), `/facebook/posts/${post?.id}/visitor-comments`, {
      message: 'Payment failed but I was charged',
    })) as { id: string };
    const conversation = (await control(emulator.url(), '/facebook/messenger/inbound', {
      page_id: page.social_id,
      text: '账号被盗了',
      from: '5550001',
    })) as { id: string; messages: { id: string }[] };
    const sent = (await control(emulator.url(), '/facebook/webhooks/flush', {})) as {
      deliveries: { status: number | null }[];
    };
    // The emulator also delivers on its own every second: whichever sent them, every delivery was taken.
    expect(sent.deliveries.length).toBeGreaterThan(0);
    expect(sent.deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const pushed = await rowOf(db, page.id, comment.id);
    expect(pushed).toMatchObject({ feedType: 'comment', postRemoteId: post?.id, issueClasses: ['payment'] });
    const message = await rowOf(db, page.id, conversation.messages[0]?.id ?? '');
    expect(message).toMatchObject({ feedType: 'message', authorId: '5550001', conversationId: null });

    await syncAccountFeeds({ ...testModules(testApp()).feeds, judge: testJudge() }, page.id);
    const copies = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(feeds)
      .where(and(eq(feeds.accountId, page.id), eq(feeds.remoteId, comment.id)));
    expect(copies[0]?.count).toBe(1);
    expect((await rowOf(db, page.id, comment.id))?.id).toBe(pushed?.id);
    // The poll names the conversation the webhook could not.
    expect(await rowOf(db, page.id, conversation.messages[0]?.id ?? '')).toMatchObject({
      id: message?.id,
      conversationId: conversation.id,
    });
  });
});
