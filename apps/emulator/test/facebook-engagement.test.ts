import { describe, expect, it } from 'vitest';
import { advance, control, emulator, graphAs, graphError, pageAccess, publish } from './fb-helpers.js';

type Comment = { id: string; message: string; from?: { id: string; name: string }; created_time: string };

describe('facebook emulator: comments and likes', () => {
  it('delivers visitor comments over emulator time, growing then saturating', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const id = await publish(app, access, { message: 'Season 3 starts today!' });
    const count = async () => {
      const response = await graphAs(app, access.token, 'GET', `/${id}/comments`, {
        filter: 'stream',
        summary: 'true',
        limit: '100',
      });
      return response.json() as { data: Comment[]; summary: { total_count: number } };
    };
    expect((await count()).summary.total_count).toBe(0);
    await advance(app, 10 * 60);
    const early = await count();
    expect(early.summary.total_count).toBeGreaterThan(0);
    const first = early.data[0];
    expect(first?.from?.name).toBeTypeOf('string');
    expect(first?.message).toBeTypeOf('string');
    expect(first?.created_time).toMatch(/^2026-07-01T12:\d\d:\d\d\+0000$/);
    await advance(app, 3 * 86_400);
    const later = (await count()).summary.total_count;
    expect(later).toBeGreaterThan(early.summary.total_count);
    await advance(app, 30 * 86_400);
    expect((await count()).summary.total_count).toBe(later);
    const state = (await control(app, 'GET', `/facebook/posts/${id}`)).json();
    expect(state.comments).toHaveLength(later);
  });

  it('hides visitor identity without pages_read_user_content', async () => {
    const app = await emulator();
    const access = await pageAccess(app, 0, { scope: ['pages_show_list', 'pages_read_engagement'] });
    const feed = await graphAs(app, access.token, 'GET', `/${access.pageId}/feed`);
    const postId = feed.json().data.at(-1).id;
    const comments = await graphAs(app, access.token, 'GET', `/${postId}/comments`);
    expect(comments.json().data.length).toBeGreaterThan(0);
    for (const comment of comments.json().data) expect(comment.from).toBeUndefined();
  });

  it('comments and replies as the Page, with filter, order and summary', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'Ask us anything' });
    const top = await graphAs(app, access.token, 'POST', `/${postId}/comments`, { message: 'First!' });
    expect(top.statusCode).toBe(200);
    const topId: string = top.json().id;
    const reply = await graphAs(app, access.token, 'POST', `/${topId}/comments`, { message: 'A reply' });
    const replyId: string = reply.json().id;
    const nested = await graphAs(app, access.token, 'POST', `/${replyId}/comments`, { message: 'Flattened' });
    const parent = await graphAs(app, access.token, 'GET', `/${nested.json().id}`, {
      fields: 'parent{id},from',
    });
    expect(parent.json()).toEqual({
      parent: { id: topId },
      from: { name: access.pageName, id: access.pageId },
    });

    const toplevel = await graphAs(app, access.token, 'GET', `/${postId}/comments`, {
      fields: 'id,message,comment_count,from',
    });
    expect(toplevel.json().data).toEqual([
      { id: topId, message: 'First!', comment_count: 2, from: { name: access.pageName, id: access.pageId } },
    ]);
    const replies = await graphAs(app, access.token, 'GET', `/${topId}/comments`, {
      order: 'reverse_chronological',
    });
    expect(replies.json().data.map((c: Comment) => c.message)).toEqual(['Flattened', 'A reply']);
    const stream = await graphAs(app, access.token, 'GET', `/${postId}/comments`, {
      filter: 'stream',
      summary: 'true',
    });
    expect(stream.json().summary.total_count).toBe(3);
    const embedded = await graphAs(app, access.token, 'GET', `/${postId}`, {
      fields: 'comments.summary(true).limit(0),reactions.summary(true).limit(0)',
    });
    expect(embedded.json().comments).toEqual({
      data: [],
      summary: { order: 'chronological', total_count: 1, can_comment: true },
    });
    expect(embedded.json().reactions.summary).toMatchObject({ total_count: 0, viewer_reaction: 'NONE' });

    const empty = await graphAs(app, access.token, 'POST', `/${postId}/comments`);
    expect(graphError(empty)).toMatchObject({ code: 100 });
    const asUser = await graphAs(app, access.userToken, 'POST', `/${postId}/comments`, { message: 'x' });
    expect(graphError(asUser)).toMatchObject({ code: 200 });
  });

  it('hides and deletes visitor comments', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'Moderation test' });
    const injected = await control(app, 'POST', `/facebook/posts/${postId}/visitor-comments`, {
      message: 'spam spam',
      from_name: 'Bot',
    });
    expect(injected.statusCode).toBe(201);
    const commentId: string = injected.json().id;
    const hide = await graphAs(app, access.token, 'POST', `/${commentId}`, { is_hidden: 'true' });
    expect(hide.json()).toEqual({ success: true });
    const read = await graphAs(app, access.token, 'GET', `/${commentId}`, {
      fields: 'is_hidden,message,from',
    });
    expect(read.json()).toMatchObject({ is_hidden: true, message: 'spam spam', from: { name: 'Bot' } });
    const removed = await graphAs(app, access.token, 'DELETE', `/${commentId}`);
    expect(removed.json()).toEqual({ success: true });
    expect(graphError(await graphAs(app, access.token, 'GET', `/${commentId}`))).toMatchObject({
      error_subcode: 33,
    });
  });

  it('likes and unlikes posts and comments as the Page', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'Like me' });
    const like = await graphAs(app, access.token, 'POST', `/${postId}/likes`);
    expect(like.json()).toEqual({ success: true });
    const likes = await graphAs(app, access.token, 'GET', `/${postId}/likes`, { summary: 'true' });
    expect(likes.json().data).toEqual([{ id: access.pageId, name: access.pageName }]);
    expect(likes.json().summary).toMatchObject({ has_liked: true, can_like: true });
    await graphAs(app, access.token, 'DELETE', `/${postId}/likes`);
    const after = await graphAs(app, access.token, 'GET', `/${postId}/likes`, { summary: 'true' });
    expect(after.json().summary.has_liked).toBe(false);

    const comment = await control(app, 'POST', `/facebook/posts/${postId}/visitor-comments`, {
      message: 'gg',
    });
    const commentId: string = comment.json().id;
    await graphAs(app, access.token, 'POST', `/${commentId}/likes`);
    const read = await graphAs(app, access.token, 'GET', `/${commentId}`, {
      fields: 'like_count,user_likes',
    });
    expect(read.json()).toEqual({ like_count: 1, user_likes: true });
    const asUser = await graphAs(app, access.userToken, 'POST', `/${postId}/likes`);
    expect(asUser.statusCode).toBe(403);
  });
});
