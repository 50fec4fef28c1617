import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@herald/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildUser, call, fail, rawCall, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';

/** What a server on the machine's own loopback answers: something no caller may ever read back. */
const SECRET = 'internal-admin-token-5f1e';

describe('outbound requests to addresses users supply', () => {
  const refusing = useTestApp();
  const allowing = useTestApp({ env: { OUTBOUND_ALLOW: '127.0.0.1' } });
  const production = useTestApp({ env: { HERALD_ENV: 'prod' } });
  let server: Server;
  let hits = 0;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { location: `${base}/landing` });
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ errcode: 0, admin: SECRET }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function manager(app: ReturnType<typeof refusing>) {
    const { db } = app.database;
    const admin = await buildUser(db);
    const game = (await buildGame(db, [admin.id])).game_id;
    return { game, as: await signInAs(db, admin.id) };
  }

  const chatAt = (url: string) => ({ chat: { kind: 'generic' as const, url, enabled: true } });

  it('refuses loopback, private and metadata addresses in any spelling, sending nothing', async () => {
    const { app } = refusing();
    const { game, as } = await manager(refusing());
    const port = (server.address() as AddressInfo).port;
    const before = hits;
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::ffff:127.0.0.1]',
      '2130706433',
      '0x7f.1',
      '[::1]',
      '169.254.169.254',
      '10.0.0.8',
    ]) {
      const url = `http://${host}:${port}/internal-admin`;
      const refused = await rawCall(app, api.reviewConfig.chatTest, chatAt(url), { as, game });
      const body = refused.json() as { code: number; data: { delivered?: boolean } | null };
      // A literal address is refused before any connection; a name only once it resolves to one.
      if (body.code === 0) expect(body.data).toMatchObject({ delivered: false, status: null });
      else
        expect({ host, status: refused.statusCode, code: body.code }).toEqual({
          host,
          status: 400,
          code: 1901,
        });
      expect(refused.body).not.toContain(SECRET);
    }
    expect(hits).toBe(before);
  });

  it('refuses to store a chat webhook or a push endpoint the policy would never send to', async () => {
    const { app } = refusing();
    const { game, as } = await manager(refusing());
    const config = {
      max_level: 1,
      levels: [{ level: 1, content_name: 'Lead' }],
      switchs: [],
      chats: [{ kind: 'slack' as const, url: 'http://169.254.169.254/latest/meta-data', enabled: true }],
    };
    const saved = await fail(app, api.reviewConfig.configSave, config, { as, game });
    expect([saved.status, saved.code]).toEqual([400, 1901]);
    expect((await call(app, api.reviewConfig.configGet, {}, { as, game })).chats).toEqual([]);
    const subscription = {
      endpoint: 'http://[fd00::1]/push/device',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const push = await fail(app, api.app.pushSubscribe, { subscription }, { as, game });
    expect([push.status, push.code]).toEqual([400, 1901]);
  });

  it('sends to an allowed address but answers only whether it was delivered and the status', async () => {
    const { app } = allowing();
    const { game, as } = await manager(allowing());
    const answer = await call(app, api.reviewConfig.chatTest, chatAt(`${base}/hook`), { as, game });
    expect(answer).toEqual({ delivered: true, status: 200, message: 'delivered' });
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('follows no redirect', async () => {
    const { app } = allowing();
    const { game, as } = await manager(allowing());
    const before = hits;
    const answer = await call(app, api.reviewConfig.chatTest, chatAt(`${base}/redirect`), { as, game });
    expect(answer).toEqual({ delivered: false, status: 302, message: 'the chat answered HTTP 302' });
    expect(hits).toBe(before + 1);
  });

  it('sends only over https in production', async () => {
    const { app } = production();
    const { game, as } = await manager(production());
    const plain = await fail(app, api.reviewConfig.chatTest, chatAt('http://chat.example.com/hook'), {
      as,
      game,
    });
    expect([plain.status, plain.code]).toEqual([400, 1901]);
  });
});
