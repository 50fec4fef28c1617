import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds } from '../../src/db/schema/index.js';
import { syncAccountFeeds } from '../../src/modules/feeds/index.js';
import { connectAccounts, control, gameMember } from '../accounts/connect-helpers.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { rowOf, testJudge } from './helpers.js';

interface EmulatedPost {
  id: string;
  owner_id: string;
  reply_to_id: string | null;
  deleted: boolean;
  username: string;
  text: string;
}

/** The emulator's Threads app delivers its webhooks to the server's own Threads callback. */
describe('Threads webhooks from the emulator', () => {
  const emulator = useEmulator(17, 2);
  emulator.env.META_WEBHOOK_VERIFY_TOKEN = 'emulator-verify-token';
  const testApp = useTestApp({ env: emulator.env, listen: true });

  it('stores the replies and mentions the emulator pushes, and a poll of them adds no second row', async () => {
    const { app, database, url } = testApp();
    const { db } = database;
    await control(emulator.url(), '/threads/webhooks', {
      callback_url: `${url}/webhooks/threads`,
      verify_token: 'emulator-verify-token',
    });
    const member = await gameMember(db);
    const { accounts } = await connectAccounts(app, emulator.url(), member, { social_channel: 'threads' });
    const [account] = accounts;
    if (!account) throw new Error('no Threads account connected');

    const posts = (await control(emulator.url(), '/threads/posts')) as { data: EmulatedPost[] };
    const post = posts.data.find((candidate) => !candidate.reply_to_id && !candidate.deleted);
    if (!post) throw new Error('the account has no thread');
    const reply = (await control(emulator.url(), `/threads/posts/${post.id}/replies`, {
      text: 'Payment failed but I was charged',
    })) as EmulatedPost;
    const mention = (await control(emulator.url(), '/threads/mentions', {
      text: 'the game crashes on start',
    })) as EmulatedPost;
    const sent = (await control(emulator.url(), '/threads/webhooks/flush', {})) as {
      deliveries: { status: number | null }[];
    };
    // The emulator also delivers on its own every second: whichever sent them, every delivery was taken.
    expect(sent.deliveries.length).toBeGreaterThan(0);
    expect(sent.deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const pushedReply = await rowOf(db, account.id, reply.id);
    expect(pushedReply).toMatchObject({
      source: 'comment',
      feedType: 'comment',
      postRemoteId: post.id,
      parentRemoteId: null,
      authorName: reply.username,
      issueClasses: ['payment'],
    });
    const pushedMention = await rowOf(db, account.id, mention.id);
    expect(pushedMention).toMatchObject({ source: 'mention', feedType: 'post', issueClasses: ['crash'] });

    // Without the webhooks, a reply comes by the poll alone: stored the same way.
    await fetch(`${emulator.url()}/_emulator/threads/webhooks`, { method: 'DELETE' });
    const polledOnly = (await control(emulator.url(), `/threads/posts/${post.id}/replies`, {
      text: 'Still charged twice',
    })) as EmulatedPost;
    await syncAccountFeeds({ ...testModules(testApp()).feeds, judge: testJudge() }, account.id);
    expect(await rowOf(db, account.id, polledOnly.id)).toMatchObject({
      source: 'comment',
      feedType: 'comment',
      postRemoteId: post.id,
      parentRemoteId: null,
      authorId: null,
      authorName: polledOnly.username,
    });
    const copies = await db
      .select({ remoteId: feeds.remoteId, count: sql<number>`count(*)::int` })
      .from(feeds)
      .where(and(eq(feeds.accountId, account.id), inArray(feeds.remoteId, [reply.id, mention.id])))
      .groupBy(feeds.remoteId);
    expect(copies.map((copy) => copy.count)).toEqual([1, 1]);
    // The poll read them (the same rows, not new ones) and found nothing to change.
    expect(await rowOf(db, account.id, reply.id)).toMatchObject({
      id: pushedReply?.id,
      authorId: null,
      authorName: reply.username,
      text: 'Payment failed but I was charged',
      editedAt: null,
    });
    expect((await rowOf(db, account.id, mention.id))?.id).toBe(pushedMention?.id);
  });
});
