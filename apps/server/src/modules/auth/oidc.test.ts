import { type AddressInfo, createServer } from 'node:net';
import { API_PREFIX, api, COOKIES } from '@herald/contract';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema/index.js';

const PUBLIC_URL = 'http://herald.test';
const CALLBACK = `${PUBLIC_URL}${API_PREFIX}/auth/oidc/callback`;

/** The issuer URL names its port, so the port is chosen before the provider exists. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Follows the provider's redirects with a cookie jar until it sends the browser back to Herald. */
async function consentAtProvider(start: string, accountId: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  let url = start;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(PUBLIC_URL)) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    const interaction = /\/interaction\/([^/?#]+)$/.exec(new URL(url).pathname);
    if (interaction && response.status === 200) {
      const prompt = (await response.text()).includes('name="login"') ? 'login' : 'consent';
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt, login: accountId, password: 'any' }).toString(),
      });
      remember(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

describe('enterprise sign-in (oa) through OpenID Connect', () => {
  let t: TestApp;
  let server: ReturnType<Provider['listen']>;

  beforeAll(async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [{ client_id: 'herald', client_secret: 'herald-secret', redirect_uris: [CALLBACK] }],
      pkce: { required: () => true },
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
      findAccount: async (_ctx, id) => ({
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@corp.example`, name: `Corp ${id}` }),
      }),
    });
    server = provider.listen(port);
    await new Promise((resolve) => server.once('listening', resolve));
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'herald',
        OIDC_CLIENT_SECRET: 'herald-secret',
        OIDC_ALLOW_HTTP: 'true',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a signed-out visitor from auth/check to the SSO start, and back to the referer signed in', async () => {
    expect(await call(t.app, api.auth.providers, {})).toEqual({ sso: true, sign_up: true });
    const check = await call(t.app, api.auth.checkReferer, { referer_url: '/perm/users?game_id=1001' });
    expect(check.code).toBe(307);
    const startPath = check.callback_url ?? '';
    expect(startPath).toBe(`${API_PREFIX}/auth/oidc/start?referer=%2Fperm%2Fusers%3Fgame_id%3D1001`);

    const start = await t.app.inject({ method: 'GET', url: startPath });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location ?? '');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);

    const back = new URL(await consentAtProvider(authorize.href, 'mei'));
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/perm/users?game_id=1001');
    const session = callback.cookies.find((cookie) => cookie.name === COOKIES.session);
    const csrf = callback.cookies.find((cookie) => cookie.name === COOKIES.csrf);
    if (!session || !csrf) throw new Error('no session after SSO');
    const caller = { cookie: `${COOKIES.session}=${session.value}`, csrf: csrf.value };
    expect(await call(t.app, api.auth.user, {}, { as: caller })).toMatchObject({
      email: 'mei@corp.example',
      userName: 'Corp mei',
      type: 'oa',
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, 'mei@corp.example'));
    expect(stored).toMatchObject({ oidcSubject: 'mei', passwordHash: null });
  });

  it('refuses a callback whose state it never issued', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/oidc/callback?code=abc&state=forged`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/error?reason=sso_failed');
    expect(response.cookies.find((cookie) => cookie.name === COOKIES.session)).toBeUndefined();
  });
});
