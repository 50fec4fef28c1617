import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { waitForStatus } from '../content/helpers.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { mobilePost, mobileReady, storedImage } from './helpers.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on localhost: keeps what it receives, answers with the status asked for. */
function pushService() {
  const received: Received[] = [];
  let answer = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answer;
      response.end();
    });
  });
  return {
    received,
    answerWith: (status: number) => {
      answer = status;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  };
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Web Push to the mobile publisher', () => {
  const networks = useEmulator(89);
  // The push service is a local server, which the outbound policy refuses unless allowed.
  networks.env.OUTBOUND_ALLOW = '127.0.0.1';
  const testApp = useTestApp({ env: networks.env });
  const service = pushService();
  // The browser's side of a subscription: its key pair and auth secret (RFC 8291).
  const device = createECDH('prime256v1');
  device.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  let ready: Awaited<ReturnType<typeof mobileReady>>;
  let phone: Caller;

  beforeAll(async () => {
    await service.start();
    ready = await mobileReady(testApp(), networks.url());
    phone = ready.phone;
  });
  afterAll(() => service.stop());

  it('pushes an encrypted, VAPID-signed notice that opens the post, and forgets a device that is gone', async () => {
    const { app, database } = testApp();
    const { as, game, instagram, publisher } = ready;
    const { public_key: publicKey } = await call(app, api.app.pushKey, {}, { as: phone, game });
    const subscription = {
      endpoint: service.url('/push/device-1'),
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: authSecret },
    };
    await call(app, api.app.pushSubscribe, { subscription }, { as: phone, game });
    const publishers = await call(app, api.app.publishers, {}, { as, game });
    expect(publishers.find((member) => member.user_id === publisher.id)?.push_ready).toBe(true);

    const image = await storedImage(testApp(), game);
    const sent = await call(
      app,
      api.post.submit,
      { post: mobilePost([instagram.id], image, publisher.id, 'Limited skin drop'), accept_risk: true },
      { as, game },
    );
    const push = await until(() => service.received[0]);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const message = JSON.parse(
      decrypt(push.body, { version: 'aes128gcm', privateKey: device, authSecret }).toString('utf8'),
    ) as { title: string; body: string; url: string };
    expect(message.title).toContain(instagram.social_account);
    expect(message.body).toBe('Limited skin drop');
    const { list } = await call(app, api.app.postList, {}, { as: phone, game });
    const appPost = list.find((post) => post.content_id === sent.post.id);
    expect(message.url).toContain(`/app/post/detail?id=${appPost?.id}&game_id=${game}`);
    await waitForStatus(testApp(), as, game, sent.post.id, ['mobiling']);

    service.answerWith(410);
    await call(
      app,
      api.post.submit,
      { post: mobilePost([instagram.id], image, publisher.id, 'Second drop'), accept_risk: true },
      { as, game },
    );
    await until(() => service.received[1]);
    const left = () =>
      database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, publisher.id));
    expect(await until(async () => ((await left()).length === 0 ? 'forgotten' : undefined))).toBe(
      'forgotten',
    );
  });

  it('keeps subscriptions to their owner', async () => {
    const { app } = testApp();
    const { as, game } = ready;
    const endpoint = service.url('/push/device-2');
    const subscription = {
      endpoint,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: authSecret },
    };
    await call(app, api.app.pushSubscribe, { subscription }, { as: phone, game });
    const kept = async () =>
      (
        await testApp()
          .database.db.select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint))
      ).length;
    // Another user cannot remove it; its owner can.
    await call(app, api.app.pushUnsubscribe, { endpoint }, { as, game });
    expect(await kept()).toBe(1);
    await call(app, api.app.pushUnsubscribe, { endpoint }, { as: phone, game });
    expect(await kept()).toBe(0);
    const bad = await fail(
      app,
      api.app.pushSubscribe,
      { subscription: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } } },
      { as: phone, game },
    );
    expect(bad.code).toBe(errorCatalog.validation_failed.code);
  });
});
