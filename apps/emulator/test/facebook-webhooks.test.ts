import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okJson } from './emulator-helpers.js';
import { APP, control, emulator, graph, pageAccess } from './fb-helpers.js';
import { messengerAccess } from './messenger-helpers.js';
import { type Receiver, receiver } from './webhook-receiver.js';

interface MetaJson {
  object: string;
  entry: Array<{
    id: string;
    time: number;
    changes?: Array<{ field: string; value: Record<string, unknown> }>;
    messaging?: Array<Record<string, unknown>>;
  }>;
}

describe('facebook emulator: webhooks', () => {
  let hook: Receiver<MetaJson>;
  beforeAll(async () => {
    hook = await receiver<MetaJson>();
  });
  afterAll(async () => {
    await hook.close();
  });
  // A test's emulator stops delivering when it ends: its world would go on sending to the same callback.
  let running: FastifyInstance | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  async function subscribed(): Promise<FastifyInstance> {
    const app = await emulator();
    running = app;
    hook.received.length = 0;
    const refused = await control(app, 'POST', '/facebook/webhooks', {
      callback_url: hook.url,
      verify_token: 'wrong',
    });
    expect(refused.statusCode).toBe(400);
    okJson(
      await control(app, 'POST', '/facebook/webhooks', { callback_url: hook.url, verify_token: 'tok' }),
      201,
    );
    return app;
  }

  const flush = async (app: FastifyInstance) =>
    okJson(await control(app, 'POST', '/facebook/webhooks/flush')).sent as number;

  it('signs each delivery with the app secret over the exact body', async () => {
    const app = await subscribed();
    const access = await pageAccess(app);
    const posts = okJson(await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).data as Array<{
      id: string;
      is_published: boolean;
    }>;
    const post = posts.find((candidate) => candidate.is_published);
    okJson(
      await control(app, 'POST', `/facebook/posts/${post?.id}/visitor-comments`, { message: 'lag again' }),
      201,
    );
    expect(await flush(app)).toBe(1);
    const [delivery] = hook.received;
    const expected = createHmac('sha256', APP.secret)
      .update(delivery?.body ?? '')
      .digest('hex');
    expect(delivery?.signature).toBe(`sha256=${expected}`);
  });

  it('delivers Page comments added, edited and removed, with the post as a top comment’s parent', async () => {
    const app = await subscribed();
    const access = await pageAccess(app);
    const posts = okJson(await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).data as Array<{
      id: string;
      is_published: boolean;
    }>;
    const post = posts.find((candidate) => candidate.is_published);
    const comment = okJson(
      await control(app, 'POST', `/facebook/posts/${post?.id}/visitor-comments`, { message: 'first!' }),
      201,
    );
    const reply = okJson(
      await graph(app, 'POST', `/${comment.id}/comments`, { access_token: access.token, message: 'Welcome' }),
    );
    await flush(app);
    okJson(
      await graph(app, 'POST', `/${reply.id}`, { access_token: access.token, message: 'Welcome aboard' }),
    );
    await flush(app);
    okJson(await graph(app, 'DELETE', `/${comment.id}`, { access_token: access.token }));
    await flush(app);
    const values = hook.received.flatMap((delivery) =>
      delivery.json.entry.flatMap((entry) =>
        (entry.changes ?? []).map(
          (change): Record<string, unknown> => ({ page: entry.id, field: change.field, ...change.value }),
        ),
      ),
    );
    expect(
      values.map((value) => [
        value.page,
        value.field,
        value.item,
        value.verb,
        value.comment_id,
        value.parent_id,
      ]),
    ).toEqual([
      [access.pageId, 'feed', 'comment', 'add', comment.id, post?.id],
      [access.pageId, 'feed', 'comment', 'add', reply.id, comment.id],
      [access.pageId, 'feed', 'comment', 'edited', reply.id, comment.id],
      [access.pageId, 'feed', 'comment', 'remove', comment.id, post?.id],
      [access.pageId, 'feed', 'comment', 'remove', reply.id, comment.id],
    ]);
    expect(values[0]).toMatchObject({
      message: 'first!',
      post_id: post?.id,
      from: { name: expect.any(String) },
    });
    expect(values[1]).toMatchObject({ from: { id: access.pageId } });
    expect(hook.received.every((delivery) => delivery.json.object === 'page')).toBe(true);
  });

  it('delivers Messenger messages people write, and the Page’s own as echoes', async () => {
    const app = await subscribed();
    const access = await messengerAccess(app);
    const written = okJson(
      await control(app, 'POST', '/facebook/messenger/inbound', {
        page_id: access.pageId,
        text: 'refund please',
        from: '123456789',
      }),
      201,
    );
    await flush(app);
    okJson(
      await graph(app, 'POST', `/${access.pageId}/messages`, {
        access_token: access.token,
        recipient: JSON.stringify({ id: '123456789' }),
        messaging_type: 'RESPONSE',
        message: JSON.stringify({ text: 'Done!' }),
      }),
    );
    await flush(app);
    const events = hook.received.flatMap((delivery) =>
      delivery.json.entry.flatMap((entry) =>
        (entry.messaging ?? []).map((event) => ({ entry: entry.id, ...event })),
      ),
    );
    expect(events).toEqual([
      {
        entry: access.pageId,
        sender: { id: '123456789' },
        recipient: { id: access.pageId },
        timestamp: expect.any(Number),
        message: { mid: written.messages[0].id, text: 'refund please' },
      },
      {
        entry: access.pageId,
        sender: { id: access.pageId },
        recipient: { id: '123456789' },
        timestamp: expect.any(Number),
        message: { mid: expect.stringMatching(/^m_/), text: 'Done!', is_echo: true, app_id: Number(APP.id) },
      },
    ]);
  });

  it('delivers Instagram comments as the instagram object, and never replays a reset world', async () => {
    const app = await subscribed();
    const accounts = okJson(await control(app, 'GET', '/facebook/instagram/accounts')).data as Array<{
      id: string;
    }>;
    const account = accounts[0];
    const media = okJson(await control(app, 'GET', `/facebook/instagram/${account?.id}/media`))
      .data as Array<{ id: string }>;
    okJson(
      await control(app, 'POST', `/facebook/instagram/media/${media[0]?.id}/visitor-comments`, {
        text: '外挂太多',
      }),
      201,
    );
    await flush(app);
    const [delivery] = hook.received;
    expect(delivery?.json).toMatchObject({
      object: 'instagram',
      entry: [
        {
          id: account?.id,
          changes: [{ field: 'comments', value: { text: '外挂太多', media: { id: media[0]?.id } } }],
        },
      ],
    });
    okJson(await control(app, 'POST', '/reset', {}));
    expect(await flush(app)).toBe(0);
    expect(await flush(app)).toBe(0);
    expect(okJson(await control(app, 'DELETE', '/facebook/webhooks')).subscription).toBeNull();
  });
});
