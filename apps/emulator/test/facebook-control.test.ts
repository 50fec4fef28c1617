import { describe, expect, it } from 'vitest';
import {
  advance,
  control,
  emulator,
  G,
  graph,
  graphAs,
  graphError,
  pageAccess,
  publish,
  userToken,
} from './fb-helpers.js';

describe('facebook emulator: determinism and control API', () => {
  async function snapshot(seed: number) {
    const app = await emulator(seed);
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'Hello' });
    const feed = await graphAs(app, access.token, 'GET', `/${access.pageId}/feed`, {
      fields: 'id,message,created_time,comments.summary(true){message,from}',
    });
    return { access, postId, feed: feed.json() };
  }

  it('produces identical ids and data for the same seed and different ones for another seed', async () => {
    const a = await snapshot(7);
    const b = await snapshot(7);
    const c = await snapshot(8);
    expect(b).toEqual(a);
    expect(a.postId.startsWith(`${a.access.pageId}_`)).toBe(true);
    expect(c.access.pageId).not.toBe(a.access.pageId);
    expect(c.access.token).not.toBe(a.access.token);
    expect(c.feed).not.toEqual(a.feed);
  });

  it('resets state (optionally with a new seed), and exposes per-page posts', async () => {
    const app = await emulator(3);
    const access = await pageAccess(app);
    const postId = await publish(app, access, { message: 'to be reset' });
    const posts = (await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).json().data;
    expect(posts[0]).toMatchObject({ id: postId, message: 'to be reset', is_published: true });
    await advance(app, 60);
    const reset = await control(app, 'POST', '/reset', {});
    expect(reset.json().clock.offset_seconds).toBe(0);
    const after = (await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).json().data;
    expect(after.map((post: { id: string }) => post.id)).not.toContain(postId);
    expect(graphError(await graphAs(app, access.token, 'GET', '/me'))).toMatchObject({
      code: 190,
    });
    const reseeded = await control(app, 'POST', '/reset', { seed: 4 });
    expect(reseeded.json().seed).toBe(4);
    expect((await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).statusCode).toBe(404);
  });

  it('reports unknown paths and fields like the Graph API', async () => {
    const app = await emulator();
    const token = await userToken(app);
    expect(graphError(await app.inject(`${G}/me/nothing?access_token=${token}`))).toMatchObject({
      code: 2500,
    });
    const field = await graphAs(app, token, 'GET', '/me', { fields: 'id,bogus' });
    expect(graphError(field).message).toBe(
      '(#100) Tried accessing nonexisting field (bogus) on node type (User)',
    );
    expect(graphError(await graph(app, 'GET', '/me'))).toMatchObject({ code: 104 });
    expect(graphError(await graphAs(app, 'EAAnope', 'GET', '/me'))).toMatchObject({
      code: 190,
    });
  });
});
