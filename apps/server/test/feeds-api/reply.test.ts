import { api } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, feedReplies, feeds } from '../../src/db/schema/index.js';
import { replyToFeed } from '../../src/modules/feeds/index.js';
import { pageReady } from '../content/helpers.js';
import { pagePost, postState, settled } from '../engagement/helpers.js';
import { buildAccount, type Caller, call, fail } from '../factories.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { control } from '../platforms/emulated.js';
import { buildReviewer } from '../review/helpers.js';
import { buildFeed } from './factories.js';

const HOUR = 3_600_000;

interface VisitorComment {
  id: string;
  message: string;
  hidden: boolean;
}

describe('feeds/reply and feeds/remote on an emulated Facebook Page', () => {
  const networks = useEmulator(71);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let postId: string;
  const asAdmin = () => ({ as, game });
  const account = () => ({ id: page.id, gameId: game, socialChannel: 'facebook' as const });
  const written = async () => {
    const { db } = testApp().database;
    const [made] = await db.select({ n: count() }).from(contents);
    const [linked] = await db.select({ n: count() }).from(feedReplies);
    return [made?.n, linked?.n];
  };

  /** Someone comments on the Page's post on the network, and the inbox holds it. */
  async function visitorComment(message: string) {
    const comment = (await control(networks.url(), `/facebook/posts/${postId}/visitor-comments`, {
      message,
    })) as VisitorComment;
    const item = await buildFeed(testApp().database.db, account(), {
      remoteId: comment.id,
      postRemoteId: postId,
      text: message,
      authorName: 'Visitor',
      createdAt: new Date(),
    });
    return { comment, item };
  }

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
    postId = await pagePost(networks.url(), page.social_id);
  });

  it('refuses a private reply outside the 24-hour window and a reply over the limit, writing nothing', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const stale = await buildFeed(db, account(), {
      feedType: 'message',
      source: 'message',
      conversationId: 'conv-old',
      postRemoteId: null,
      createdAt: new Date(Date.now() - 25 * HOUR),
    });
    const { item } = await visitorComment('Too long an answer coming');
    const before = await written();
    expect(
      await fail(app, api.feeds.reply, { id: stale.id, kind: 'private', text: 'Sorry!' }, asAdmin()),
    ).toMatchObject({ status: 400, code: 1609 });
    const tooLong = await fail(
      app,
      api.feeds.reply,
      { id: item.id, kind: 'public', text: 'x'.repeat(8001) },
      asAdmin(),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      code: 2006,
      msg: 'A reply on Facebook is at most 8000 characters',
    });
    expect(
      await fail(app, api.feeds.reply, { id: item.id, kind: 'private', text: 'Hello' }, asAdmin()),
    ).toMatchObject({ status: 400, code: 1404 });
    expect(
      await fail(app, api.feeds.reply, { id: item.id, kind: 'public', text: '  ' }, asAdmin()),
    ).toMatchObject({
      status: 400,
      code: 1001,
    });
    expect(
      await fail(app, api.feeds.reply, { id: 2_000_000_000, kind: 'public', text: 'Hi' }, asAdmin()),
    ).toMatchObject({ status: 404 });
    expect(await written()).toEqual(before);
    const [row] = await db.select().from(feeds).where(eq(feeds.id, item.id));
    expect(row?.state).toBe('new');
  });

  it('answers a comment publicly as the comment screen would: a reply content that goes out', async () => {
    const { app } = testApp();
    const { comment, item } = await visitorComment('When does season 3 start?');
    const detail = await call(
      app,
      api.feeds.reply,
      { id: item.id, kind: 'public', text: 'Tomorrow at 10:00 UTC!' },
      asAdmin(),
    );
    expect(detail.feed.state).toBe('pending');
    const [reply] = detail.replies;
    expect(reply).toMatchObject({ kind: 'public', text: 'Tomorrow at 10:00 UTC!' });
    const sent = await settled(testApp(), as, game, reply?.content_id ?? 0, 'comment');
    expect(sent.engagement).toMatchObject({
      content_type: 'reply',
      status: 'published',
      account_ids: [page.id],
      review_level: null,
      target: {
        network: 'facebook',
        social_id: comment.id,
        post_id: postId,
        recipient_id: null,
        author: 'Visitor',
        excerpt: 'When does season 3 start?',
      },
    });
    const answers = (await postState(networks.url(), postId)).comments.filter(
      (entry) => entry.message === 'Tomorrow at 10:00 UTC!',
    );
    expect(answers).toEqual([expect.objectContaining({ parent_id: comment.id })]);
    const again = await call(app, api.feeds.detail, { id: item.id }, asAdmin());
    expect(again.replies).toEqual([
      expect.objectContaining({ content_id: reply?.content_id, status: 'published' }),
    ]);
  });

  it('answers a private message inside the window, and the message reaches the person', async () => {
    const { app } = testApp();
    const conversation = (await control(networks.url(), '/facebook/messenger/inbound', {
      page_id: page.social_id,
      platform: 'messenger',
      text: 'My purchase did not arrive',
    })) as { id: string; participant: { id: string; name: string } };
    const item = await buildFeed(testApp().database.db, account(), {
      feedType: 'message',
      source: 'message',
      conversationId: conversation.id,
      postRemoteId: null,
      authorId: conversation.participant.id,
      authorName: conversation.participant.name,
      text: 'My purchase did not arrive',
      createdAt: new Date(),
    });
    const detail = await call(
      app,
      api.feeds.reply,
      { id: item.id, kind: 'private', text: 'Sorry! Sending it again now.' },
      asAdmin(),
    );
    const [reply] = detail.replies;
    const sent = await settled(testApp(), as, game, reply?.content_id ?? 0, 'message');
    expect(sent.engagement).toMatchObject({
      content_type: 'message',
      status: 'published',
      target: { social_id: conversation.id, recipient_id: conversation.participant.id },
    });
    const inbox = (await control(
      networks.url(),
      `/facebook/messenger/conversations?page_id=${page.social_id}&platform=messenger`,
    )) as { data: { id: string; messages: { text: string; from_account: boolean }[] }[] };
    const thread = inbox.data.find((entry) => entry.id === conversation.id);
    expect(thread?.messages[0]).toMatchObject({ text: 'Sorry! Sending it again now.', from_account: true });
  });

  it('hides, shows, likes and deletes a comment on the network, then offers nothing more', async () => {
    const { app } = testApp();
    const { comment, item } = await visitorComment('Buy cheap gold at example.test');
    const shown = await call(app, api.feeds.detail, { id: item.id }, asAdmin());
    expect(shown.remote_actions).toEqual(['like', 'hide', 'delete']);
    const onNetwork = async () =>
      (await postState(networks.url(), postId)).comments.find((entry) => entry.id === comment.id) as
        | (VisitorComment & { liked_by_page: boolean })
        | undefined;

    const hidden = await call(app, api.feeds.remote, { id: item.id, action: 'hide' }, asAdmin());
    expect(hidden.feed.hidden).toBe(true);
    expect(hidden.remote_actions).toEqual(['like', 'unhide', 'delete']);
    expect((await onNetwork())?.hidden).toBe(true);
    await call(app, api.feeds.remote, { id: item.id, action: 'unhide' }, asAdmin());
    expect((await onNetwork())?.hidden).toBe(false);
    await call(app, api.feeds.remote, { id: item.id, action: 'like' }, asAdmin());
    expect((await onNetwork())?.liked_by_page).toBe(true);

    const deleted = await call(app, api.feeds.remote, { id: item.id, action: 'delete' }, asAdmin());
    expect(deleted.feed.deleted_at).not.toBeNull();
    expect(deleted.remote_actions).toEqual([]);
    expect(await onNetwork()).toBeUndefined();
    expect(await fail(app, api.feeds.remote, { id: item.id, action: 'hide' }, asAdmin())).toMatchObject({
      status: 400,
      code: 1404,
    });
  });

  it('refuses what a network cannot do, before calling it', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const instagram = await buildAccount(db, game, { socialChannel: 'instagram', socialId: `ig-${game}` });
    const igComment = await buildFeed(db, instagram);
    const result = await fail(app, api.feeds.remote, { id: igComment.id, action: 'like' }, asAdmin());
    expect(result).toMatchObject({ status: 400, code: 1404, msg: expect.stringContaining('Instagram') });
    const group = await buildAccount(db, game, { socialChannel: 'facebook_group', socialId: `fg-${game}` });
    const groupPost = await buildFeed(db, group, { feedType: 'post', source: 'mention' });
    expect(
      await fail(app, api.feeds.reply, { id: groupPost.id, kind: 'public', text: 'Hi' }, asAdmin()),
    ).toMatchObject({ status: 400, code: 1404 });
    const vote = await buildFeed(db, account(), { feedType: 'like', source: 'reaction' });
    expect(
      await fail(app, api.feeds.reply, { id: vote.id, kind: 'public', text: 'Hi' }, asAdmin()),
    ).toMatchObject({
      status: 400,
      code: 1404,
    });
  });

  it("goes to approval when the account's review switch requires it, for a person and for a rule", async () => {
    const { app } = testApp();
    const reviewer = await buildReviewer(testApp(), game);
    await call(
      app,
      api.reviewConfig.configSave,
      {
        max_level: 1,
        levels: [{ level: 1, content_name: 'Community lead' }],
        switchs: [{ content_type: 'comment', network: 'facebook', enabled: true }],
        chats: [],
      },
      asAdmin(),
    );
    await call(
      app,
      api.reviewConfig.flowCreate,
      {
        name: 'Default',
        is_default: true,
        account_ids: [],
        levels: [{ level: 1, reviewers: reviewer.email }],
      },
      asAdmin(),
    );
    const { item } = await visitorComment('Is there a refund for the broken event?');
    const detail = await call(
      app,
      api.feeds.reply,
      { id: item.id, kind: 'public', text: 'We are looking into it.' },
      asAdmin(),
    );
    expect(detail.replies[0]?.status).toBe('reviewing');
    const pending = await call(
      app,
      api.review.list,
      { type: 'comment', tab: 'pending' },
      { as: reviewer.as, game },
    );
    expect(pending.list.map((row) => row.content.id)).toContain(detail.replies[0]?.content_id);

    // A smart rule's reply takes the same path, as the rules actor.
    const { item: ruled } = await visitorComment('Refund please');
    await replyToFeed(testModules(testApp()).content, {
      gameId: game,
      userId: null,
      feedId: ruled.id,
      kind: 'public',
      text: 'Thanks, our team will answer soon.',
    });
    const byRule = await call(app, api.feeds.detail, { id: ruled.id }, asAdmin());
    expect(byRule.replies).toEqual([
      expect.objectContaining({
        status: 'reviewing',
        author_name: 'Smart rules',
        text: 'Thanks, our team will answer soon.',
      }),
    ]);
    expect(byRule.feed.state).toBe('pending');
  });
});
