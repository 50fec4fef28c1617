import { describe, expect, it } from 'vitest';
import { advance, control, emulator, graph, graphError } from './fb-helpers.js';
import { createContainer, igAccess, postImage, publishContainer } from './ig-helpers.js';

describe('instagram emulator: comments and tags', () => {
  it('posts a first comment, replies, hides and deletes comments', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { mediaId } = await postImage(app, access);
    const first = await graph(app, 'POST', `/${mediaId}/comments`, {
      access_token: access.token,
      message: 'Link in bio! #gamedev',
    });
    expect(first.statusCode, first.body).toBe(200);
    const commentId = first.json().id as string;
    const visitor = await control(app, 'POST', `/facebook/instagram/media/${mediaId}/visitor-comments`, {
      message: 'When is it on console?',
      username: 'player.one',
    });
    expect(visitor.statusCode).toBe(201);
    const visitorId = visitor.json().id as string;
    const reply = await graph(app, 'POST', `/${visitorId}/replies`, {
      access_token: access.token,
      message: '@player.one later this year!',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const nested = await graph(app, 'POST', `/${reply.json().id}/replies`, {
      access_token: access.token,
      message: 'x',
    });
    expect(graphError(nested)).toMatchObject({ code: 100 });

    const hide = await graph(app, 'POST', `/${visitorId}`, { access_token: access.token, hide: 'true' });
    expect(hide.json()).toEqual({ success: true });
    expect(
      graphError(await graph(app, 'POST', `/${commentId}`, { access_token: access.token, hide: 'true' })),
    ).toMatchObject({
      code: 100,
    });
    const list = await graph(app, 'GET', `/${mediaId}/comments`, {
      access_token: access.token,
      fields: 'id,text,username,timestamp,like_count,hidden,replies{id,text,username}',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: visitorId,
        username: 'player.one',
        hidden: true,
        replies: {
          data: [{ id: reply.json().id, text: '@player.one later this year!', username: access.username }],
        },
      }),
      expect.objectContaining({
        id: commentId,
        text: 'Link in bio! #gamedev',
        username: access.username,
        hidden: false,
      }),
    ]);
    const counted = await graph(app, 'GET', `/${mediaId}`, {
      access_token: access.token,
      fields: 'comments_count',
    });
    expect(counted.json().comments_count).toBe(3);

    expect((await graph(app, 'DELETE', `/${visitorId}`, { access_token: access.token })).json()).toEqual({
      success: true,
    });
    const after = await graph(app, 'GET', `/${mediaId}/comments`, { access_token: access.token });
    expect(after.json().data).toEqual([expect.objectContaining({ id: commentId })]);
    expect(
      graphError(await graph(app, 'GET', `/${visitorId}`, { access_token: access.token })),
    ).toMatchObject({
      error_subcode: 33,
    });
    const noScope = await igAccess(app, 0, { scope: ['pages_show_list', 'instagram_basic'] });
    const denied = await graph(app, 'POST', `/${mediaId}/comments`, {
      access_token: noScope.token,
      message: 'hi',
    });
    expect(graphError(denied)).toMatchObject({ code: 200 });
  });

  it('lets visitor comments arrive over time, deterministically', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { mediaId } = await postImage(app, access);
    const count = async () =>
      (
        await graph(app, 'GET', `/${mediaId}`, { access_token: access.token, fields: 'comments_count' })
      ).json().comments_count as number;
    expect(await count()).toBe(0);
    await advance(app, 2 * 86_400);
    const later = await count();
    expect(later).toBeGreaterThan(0);
    const comments = await graph(app, 'GET', `/${mediaId}/comments`, {
      access_token: access.token,
      fields: 'text,username,from{id,username}',
    });
    expect(comments.json().data[0]).toMatchObject({
      text: expect.any(String),
      from: { id: expect.stringMatching(/^\d+$/) },
    });
    await advance(app, 30 * 86_400);
    expect(await count()).toBeGreaterThanOrEqual(later);
  });

  it('lists the media the account is tagged in', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const tags = await graph(app, 'GET', `/${access.igUserId}/tags`, {
      access_token: access.token,
      fields: 'id,caption,media_type,permalink,timestamp,username',
    });
    expect(tags.statusCode, tags.body).toBe(200);
    const seeded = tags.json().data as Array<{ caption: string; username: string }>;
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect(seeded[0]?.caption).toContain(`@${access.username}`);
    expect(seeded[0]?.username).not.toBe(access.username);

    const other = await igAccess(app, 1);
    const tagging = await createContainer(app, other, {
      image_url: 'https://cdn.example.com/collab.jpg',
      caption: `Collab with @${access.username}`,
      user_tags: JSON.stringify([{ username: access.username, x: 0.3, y: 0.3 }]),
    });
    const taggedId = await publishContainer(app, other, tagging);
    const updated = await graph(app, 'GET', `/${access.igUserId}/tags`, { access_token: access.token });
    expect(updated.json().data[0]).toEqual({ id: taggedId });
  });
});
