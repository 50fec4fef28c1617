import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectFault } from '../accounts/connect-helpers.js';
import { pageReady } from '../content/helpers.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { control } from '../platforms/emulated.js';
import {
  commentInput,
  facebookTarget,
  likeInput,
  messageInput,
  pagePost,
  postState,
  settled,
} from './helpers.js';

describe('comments, replies, likes and private messages through the publishing pipeline', () => {
  const networks = useEmulator(61);
  networks.env.PLATFORM_TIMEOUT_MS = '1000';
  networks.env.PUBLISH_RECONCILE_SECONDS = '0.5';
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let postId: string;

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
    postId = await pagePost(networks.url(), page.social_id);
  });

  it('a comment goes out once, is listed with what it answers, and keeps its network id', async () => {
    const { app } = testApp();
    const target = facebookTarget({ social_id: postId });
    const sent = await call(
      app,
      api.comment.submit,
      { engagement: commentInput([page.id], target, 'Welcome to season 3!') },
      { as, game },
    );
    const done = await settled(testApp(), as, game, sent.engagement.id, 'comment');
    expect(done.engagement).toMatchObject({ content_type: 'comment', status: 'published', target });
    expect(done.accounts).toEqual([expect.objectContaining({ id: page.id, result: 'succeed' })]);
    const made = (await postState(networks.url(), postId)).comments.filter(
      (comment) => comment.message === 'Welcome to season 3!',
    );
    expect(made).toHaveLength(1);
    const list = await call(app, api.comment.list, { keyword: 'season 3' }, { as, game });
    expect(list.list.map((row) => [row.id, row.content_type, row.excerpt])).toContainEqual([
      sent.engagement.id,
      'comment',
      'Welcome to season 3!',
    ]);
    expect((await call(app, api.post.list, {}, { as, game })).list.map((row) => row.id)).not.toContain(
      sent.engagement.id,
    );
  });

  it('a timeout after the network made the comment is looked up among the account’s comments, never re-sent', async () => {
    const { app } = testApp();
    await injectFault(networks.url(), { kind: 'timeout_after_create', match: 'comments.create', times: 1 });
    const text = 'Patch notes are pinned above';
    const sent = await call(
      app,
      api.comment.submit,
      { engagement: commentInput([page.id], facebookTarget({ social_id: postId }), text) },
      { as, game },
    );
    const done = await settled(testApp(), as, game, sent.engagement.id, 'comment');
    expect(done.engagement.status).toBe('published');
    expect(done.attempts.map((attempt) => [attempt.action, attempt.outcome])).toEqual([
      ['publish', 'ambiguous'],
      ['reconcile', 'found'],
    ]);
    const made = (await postState(networks.url(), postId)).comments.filter(
      (comment) => comment.message === text,
    );
    expect(made).toHaveLength(1);
  });

  it('replies to a visitor’s comment read from the network, and the reply is the account’s own', async () => {
    const { app } = testApp();
    const visitor = (await control(networks.url(), `/facebook/posts/${postId}/visitor-comments`, {
      message: 'When does the raid open?',
    })) as { id: string };
    const read = await call(app, api.comment.remote, { account_id: page.id, post_id: postId }, { as, game });
    const asked = read.comments.find((comment) => comment.id === visitor.id);
    expect(asked).toMatchObject({ text: 'When does the raid open?', own: false });
    const target = facebookTarget({ social_id: visitor.id, post_id: postId, excerpt: asked?.text ?? '' });
    const sent = await call(
      app,
      api.comment.submit,
      { engagement: { ...commentInput([page.id], target, 'Friday at 18:00!'), content_type: 'reply' } },
      { as, game },
    );
    expect((await settled(testApp(), as, game, sent.engagement.id, 'comment')).engagement.status).toBe(
      'published',
    );
    const again = await call(app, api.comment.remote, { account_id: page.id, post_id: postId }, { as, game });
    expect(again.comments).toContainEqual(
      expect.objectContaining({ parent_id: visitor.id, text: 'Friday at 18:00!', own: true }),
    );
  });

  it('likes a post; a like that went out cannot be deleted through Herald', async () => {
    const { app } = testApp();
    const sent = await call(
      app,
      api.like.submit,
      { engagement: likeInput([page.id], facebookTarget({ social_id: postId })) },
      { as, game },
    );
    const done = await settled(testApp(), as, game, sent.engagement.id, 'like');
    expect(done.engagement).toMatchObject({ content_type: 'like', like_type: 'like', status: 'published' });
    expect((await postState(networks.url(), postId)).liked_by_page).toBe(true);
    const refused = await fail(app, api.like.act, { id: sent.engagement.id, action: 'delete' }, { as, game });
    expect(refused.code).toBe(1601);
    const batch = await call(
      app,
      api.like.batch,
      { action: 'delete', ids: [sent.engagement.id] },
      { as, game },
    );
    expect(batch.results).toEqual([expect.objectContaining({ ok: false, code: 1601 })]);
    expect((await postState(networks.url(), postId)).liked_by_page).toBe(true);
  });

  it('answers a private message inside its 24-hour window; outside it the reply is refused', async () => {
    const { app } = testApp();
    const written = (await control(networks.url(), '/facebook/messenger/inbound', {
      page_id: page.social_id,
      platform: 'messenger',
      text: 'My purchase did not arrive',
    })) as { id: string; participant: { id: string; name: string } };
    const { conversations } = await call(
      app,
      api.message.conversations,
      { account_id: page.id },
      { as, game },
    );
    const open = conversations.find((conversation) => conversation.id === written.id);
    expect(open).toMatchObject({
      recipient_id: written.participant.id,
      last_text: 'My purchase did not arrive',
    });
    expect(Date.parse(open?.reply_open_until ?? '')).toBeGreaterThan(Date.now());
    const target = facebookTarget({
      social_id: written.id,
      recipient_id: written.participant.id,
      author: written.participant.name,
      excerpt: 'My purchase did not arrive',
    });
    const sent = await call(
      app,
      api.message.submit,
      { engagement: messageInput([page.id], target, 'Sorry! Sending it again now.') },
      { as, game },
    );
    expect((await settled(testApp(), as, game, sent.engagement.id, 'message')).engagement.status).toBe(
      'published',
    );
    const thread = await call(
      app,
      api.message.thread,
      { account_id: page.id, conversation_id: written.id },
      { as, game },
    );
    expect(thread.messages.at(-1)).toMatchObject({
      text: 'Sorry! Sending it again now.',
      from_account: true,
    });

    const quiet = conversations.find(
      (conversation) =>
        conversation.reply_open_until && Date.parse(conversation.reply_open_until) < Date.now(),
    );
    if (!quiet?.recipient_id) throw new Error('expected someone who wrote more than a day ago');
    const late = { ...target, social_id: quiet.id, recipient_id: quiet.recipient_id };
    const before = (await call(app, api.message.list, {}, { as, game })).total;
    const refused = await fail(
      app,
      api.message.submit,
      { engagement: messageInput([page.id], late, 'Still there?') },
      { as, game },
    );
    expect(refused.code).toBe(1609);
    expect((await call(app, api.message.list, {}, { as, game })).total).toBe(before);
  });

  it('refuses what SPEC §5 does not allow, on its field, and keeps the kinds apart', async () => {
    const { app } = testApp();
    const target = facebookTarget({ social_id: postId });
    const empty = await fail(
      app,
      api.comment.submit,
      { engagement: commentInput([page.id], target, '  ') },
      { as, game },
    );
    expect(empty.code).toBe(1001);
    expect(JSON.stringify(empty.data)).toContain('"path":"text"');
    const elsewhere = await fail(
      app,
      api.comment.submit,
      { engagement: commentInput([page.id], { ...target, network: 'twitter' }, 'Hello') },
      { as, game },
    );
    expect(JSON.stringify(elsewhere.data)).toContain('"path":"account_ids"');
    const noRecipient = await fail(
      app,
      api.message.submit,
      { engagement: messageInput([page.id], target, 'Hi') },
      { as, game },
    );
    expect(noRecipient.code).toBe(1001);
    const draft = await call(
      app,
      api.comment.save,
      { engagement: commentInput([page.id], target, 'Later') },
      { as, game },
    );
    expect(draft.engagement.status).toBe('drafted');
    expect((await fail(app, api.post.detail, { id: draft.engagement.id }, { as, game })).code).toBe(404);
    expect((await fail(app, api.post.delete, { id: draft.engagement.id }, { as, game })).code).toBe(404);
    expect((await fail(app, api.like.detail, { id: draft.engagement.id }, { as, game })).code).toBe(404);
    const removed = await call(
      app,
      api.comment.act,
      { id: draft.engagement.id, action: 'delete' },
      { as, game },
    );
    expect(removed.engagement.status).toBe('deleted');
  });
});
