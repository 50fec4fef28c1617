import { describe, expect, it } from 'vitest';
import { advance, control, emulator, graphAs, graphError } from './fb-helpers.js';
import { createContainer, igAccess, postImage, publishContainer } from './ig-helpers.js';

describe('instagram emulator: comments and tags', () => {
  it('posts a first comment, replies, hides and deletes comments', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { mediaId } = await postImage(app, access);
    const first = await graphAs(app, access.token, 'POST', `/${mediaId}/comments`, {
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
    const reply = await graphAs(app, access.token, 'POST', `/${visitorId}/replies`, {
      message: '@player.one later this year!',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const nested = await graphAs(app, access.token, 'POST', `/${reply.json().id}/replies`, { message: 'x' });
    expect(graphError(nested)).toMatchObject({ code: 100 });

    const hide = await graphAs(app, access.token, 'POST', `/${visitorId}`, { hide: 'true' });
    expect(hide.json()).toEqual({ success: true });
    expect(
      graphError(await graphAs(app, access.token, 'POST', `/${commentId}`, { hide: 'true' })),
    ).toMatchObject({
      code: 100,
    });
    const list = await graphAs(app, access.token, 'GET', `/${mediaId}/comments`, {
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
    const counted = await graphAs(app, access.token, 'GET', `/${mediaId}`, { fields: 'comments_count' });
    expect(counted.json().comments_count).toBe(3);

    expect((await graphAs(app, access.token, 'DELETE', `/${visitorId}`)).json()).toEqual({
      success: true,
    });
    const after = await graphAs(app, access.token, 'GET', `/${mediaId}/comments`);
    expect(after.json().data).toEqual([expect.objectContaining({ id: commentId })]);
    expect(graphError(await graphAs(app, access.token, 'GET', `/${visitorId}`))).toMatchObject({
      error_subcode: 33,
    });
    const noScope = await igAccess(app, 0, { scope: ['pages_show_list', 'instagram_basic'] });
    const denied = await graphAs(app, noScope.token, 'POST', `/${mediaId}/comments`, { message: 'hi' });
    expect(graphError(denied)).toMatchObject({ code: 200 });
  });

  it('lets visitor comments arrive over time, deterministically', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { mediaId } = await postImage(app, access);
    const count = async () =>
      (await graphAs(app, access.token, 'GET', `/${mediaId}`, { fields: 'comments_count' })).json()
        .comments_count as number;
    expect(await count()).toBe(0);
    await advance(app, 2 * 86_400);
    const later = await count();
    expect(later).toBeGreaterThan(0);
    const comments = await graphAs(app, access.token, 'GET', `/${mediaId}/comments`, {
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
    const tags = await graphAs(app, access.token, 'GET', `/${access.igUserId}/tags`, {
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
    const updated = await graphAs(app, access.token, 'GET', `/${access.igUserId}/tags`);
    expect(updated.json().data[0]).toEqual({ id: taggedId });
  });
});
