import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okJson } from './emulator-helpers.js';
import {
  APP,
  advance,
  type Connection,
  connect,
  control,
  emulator,
  graphAs,
  post,
} from './threads-helpers.js';
import { type Receiver, receiver } from './webhook-receiver.js';

interface Notification {
  app_id: string;
  topic: string;
  target_id: string;
  time: number;
  subscription_id: string;
  has_uid_field: boolean;
  values: { field: string; value: Record<string, unknown> };
}

describe('threads emulator: webhooks', () => {
  let hook: Receiver<Notification>;
  beforeAll(async () => {
    hook = await receiver<Notification>();
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

  async function subscribed(): Promise<{ app: FastifyInstance; c: Connection }> {
    const app = await emulator();
    running = app;
    hook.received.length = 0;
    const refused = await control(app, 'POST', '/threads/webhooks', {
      callback_url: hook.url,
      verify_token: 'wrong',
    });
    expect(refused.statusCode).toBe(400);
    const subscription = okJson(
      await control(app, 'POST', '/threads/webhooks', { callback_url: hook.url, verify_token: 'tok' }),
      201,
    );
    expect(subscription.subscription).toEqual({ callback_url: hook.url, app_id: APP.id });
    return { app, c: await connect(app) };
  }

  const flush = async (app: FastifyInstance) =>
    okJson(await control(app, 'POST', '/threads/webhooks/flush')).sent as number;
  /** What was delivered about the given media (the clock runs on: other arrivals may come along). */
  const about = (...ids: string[]) =>
    hook.received
      .map((delivery) => delivery.json)
      .filter((json) => ids.includes(String(json.values.value.id)));

  it('signs each notification with the Threads app secret over the exact body, one change per POST', async () => {
    const { app, c } = await subscribed();
    const id = await post(app, c, { media_type: 'TEXT', text: 'Patch notes are out' });
    await control(app, 'POST', `/threads/posts/${id}/replies`, { text: 'finally' });
    await control(app, 'POST', `/threads/posts/${id}/replies`, { text: 'lag is gone' });
    expect(await flush(app)).toBe(2);
    for (const delivery of hook.received) {
      const expected = createHmac('sha256', APP.secret).update(delivery.body).digest('hex');
      expect(delivery.signature).toBe(`sha256=${expected}`);
    }
    expect(hook.received.map((delivery) => delivery.json.values.value.text)).toEqual([
      'finally',
      'lag is gone',
    ]);
  });

  it('delivers replies in the account’s conversations, nested ones naming what they answer', async () => {
    const { app, c } = await subscribed();
    const id = await post(app, c, { media_type: 'TEXT', text: 'Season 5 is here' });
    const top = okJson(await control(app, 'POST', `/threads/posts/${id}/replies`, { text: 'love it' }), 201);
    const nested = okJson(
      await control(app, 'POST', `/threads/posts/${top.id}/replies`, { text: 'same' }),
      201,
    );
    // The account's own reply (below) is no news for its replies webhook.
    const mine = await post(app, c, { media_type: 'TEXT', text: 'Thanks!', reply_to_id: top.id });
    await flush(app);
    expect(about(top.id, nested.id, mine)).toEqual([
      {
        app_id: APP.id,
        topic: 'moderate',
        target_id: id,
        time: expect.any(Number),
        subscription_id: expect.any(String),
        has_uid_field: false,
        values: {
          field: 'replies',
          value: expect.objectContaining({
            id: top.id,
            username: top.username,
            text: 'love it',
            media_type: 'TEXT_POST',
            permalink: top.permalink,
            replied_to: { id },
            root_post: { id, owner_id: c.userId, username: expect.any(String) },
            timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
          }),
        },
      },
      expect.objectContaining({
        target_id: id,
        values: {
          field: 'replies',
          value: expect.objectContaining({ id: nested.id, replied_to: { id: top.id } }),
        },
      }),
    ]);
  });

  it('delivers replies that arrive with time, mentions, and the account’s deletions', async () => {
    const { app, c } = await subscribed();
    const id = await post(app, c, { media_type: 'TEXT', text: 'Tournament on Sunday' });
    await advance(app, 2 * 86_400);
    await flush(app);
    const arrived = hook.received.filter(
      (delivery) => delivery.json.values.field === 'replies' && delivery.json.target_id === id,
    );
    expect(arrived.length).toBeGreaterThan(0);

    const mention = okJson(await control(app, 'POST', '/threads/mentions', { text: 'servers down?' }), 201);
    await flush(app);
    expect(about(mention.id)).toEqual([
      expect.objectContaining({
        topic: 'interaction',
        target_id: c.userId,
        values: {
          field: 'mentions',
          value: expect.objectContaining({
            id: mention.id,
            text: mention.text,
            username: mention.username,
            permalink: mention.permalink,
            media_product_type: 'THREADS',
            is_reply: false,
          }),
        },
      }),
    ]);

    expect((await graphAs(app, c.token, 'DELETE', `/${id}`)).statusCode).toBe(200);
    await flush(app);
    expect(about(id)).toEqual([
      expect.objectContaining({
        topic: 'moderate',
        target_id: id,
        values: {
          field: 'delete',
          value: expect.objectContaining({
            id,
            owner: { owner_id: c.userId },
            deleted_at: expect.any(String),
          }),
        },
      }),
    ]);
  });

  it('never replays a reset world, and stops when unsubscribed', async () => {
    const { app } = await subscribed();
    okJson(await control(app, 'POST', '/reset', {}));
    // The first look at a new world takes what it holds as known.
    expect(await flush(app)).toBe(0);
    expect(okJson(await control(app, 'DELETE', '/threads/webhooks')).subscription).toBeNull();
    const delivered = hook.received.length;
    // Three days bring replies and mentions, none of them sent.
    await advance(app, 3 * 86_400);
    expect(await flush(app)).toBe(0);
    expect(hook.received).toHaveLength(delivered);
  });
});
