import { API_PREFIX, api, COOKIES, HEADERS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGame,
  buildMember,
  buildUser,
  call,
  fail,
  rawCall,
  TEST_PASSWORD,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessions, users } from '../../db/schema/index.js';
import { MAX_FAILED_LOGINS } from './throttle.js';

function cookiesOf(response: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
}) {
  const session = response.cookies.find((cookie) => cookie.name === COOKIES.session);
  const csrf = response.cookies.find((cookie) => cookie.name === COOKIES.csrf);
  if (!session || !csrf) throw new Error('no session cookies set');
  return { session, csrf, caller: { cookie: `${COOKIES.session}=${session.value}`, csrf: csrf.value } };
}

describe('sign-in, sessions and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers auth/check with 307 and a sign-in URL when signed out', async () => {
    const data = await call(t.app, api.auth.checkReferer, { referer_url: '/content/calendar?game_id=1' });
    expect(data).toEqual({ code: 307, callback_url: '/?redirect=%2Fcontent%2Fcalendar%3Fgame_id%3D1' });
  });

  it('never turns a referer into an off-site redirect', async () => {
    const data = await call(t.app, api.auth.checkReferer, { referer_url: 'https://evil.example/steal' });
    expect(data.callback_url).toBe('/?redirect=%2Fsteal');
  });

  it('signs up, sets an httpOnly SameSite session cookie, and knows the user', async () => {
    const response = await rawCall(t.app, api.auth.signUp, {
      email: 'New.Person@Example.test',
      password: 'a long enough password',
      name: 'New Person',
    });
    expect(response.statusCode).toBe(200);
    const { session, csrf, caller } = cookiesOf(response);
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(csrf.httpOnly).toBeFalsy();
    const user = await call(t.app, api.auth.user, {}, { as: caller });
    expect(user).toMatchObject({
      userName: 'New Person',
      email: 'new.person@example.test',
      isSuper: false,
      hasAdmin: false,
      type: 'account',
    });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.test'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects a second sign-up with the same e-mail', async () => {
    const existing = await buildUser(t.database.db);
    const result = await fail(t.app, api.auth.signUp, {
      email: existing.email,
      password: 'a long enough password',
      name: 'Dup',
    });
    expect(result).toMatchObject({ status: 409, code: 1103 });
  });

  it('rejects a short password', async () => {
    const result = await fail(t.app, api.auth.signUp, {
      email: 'short@example.test',
      password: 'short',
      name: 'S',
    });
    expect(result).toMatchObject({ status: 400, code: 1001 });
  });

  it('signs in with the right password and refuses a wrong one without saying which part was wrong', async () => {
    const user = await buildUser(t.database.db);
    const wrong = await fail(t.app, api.auth.signIn, { email: user.email, password: 'not the password' });
    const unknown = await fail(t.app, api.auth.signIn, {
      email: 'nobody@example.test',
      password: 'not the password',
    });
    expect(wrong).toMatchObject({ status: 400, code: 1101 });
    expect(unknown).toMatchObject({ status: 400, code: 1101, msg: wrong.msg });
    const response = await rawCall(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it(`locks an account after ${MAX_FAILED_LOGINS} wrong passwords, even for the right one`, async () => {
    const user = await buildUser(t.database.db);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      await fail(t.app, api.auth.signIn, { email: user.email, password: 'wrong password' });
    }
    const locked = await fail(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD });
    expect(locked).toMatchObject({ status: 429, code: 1102 });
  });

  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const gameId = (await buildGame(t.database.db)).game_id;
    const admin = await buildMember(t.database.db, gameId, { admin: true });
    const signIn = await rawCall(t.app, api.auth.signIn, { email: admin.email, password: TEST_PASSWORD });
    const { caller } = cookiesOf(signIn);
    const payload = { name: 'Via CSRF', system_permissions: [], social_permissions: [] };
    const common = JSON.stringify({ game_id: gameId, area_id: 'asia' });
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/perm/role/create`,
      payload,
      headers: { cookie: caller.cookie, [HEADERS.commonParams]: common },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 1104 });
    const genuine = await call(t.app, api.perm.roleCreate, payload, { as: caller, game: gameId });
    expect(genuine.name).toBe('Via CSRF');
  });

  it('renews a session and returns the next renewal as a seconds timestamp', async () => {
    const user = await buildUser(t.database.db);
    const { caller } = cookiesOf(
      await rawCall(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD }),
    );
    const before = Math.floor(Date.now() / 1000);
    const { next } = await call(t.app, api.auth.renew, {}, { as: caller });
    expect(next).toBeGreaterThan(before);
  });

  it('ends the session on logout: the cookie no longer works', async () => {
    const user = await buildUser(t.database.db);
    const { caller } = cookiesOf(
      await rawCall(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD }),
    );
    await call(t.app, api.auth.logout, {}, { as: caller });
    expect(await fail(t.app, api.auth.user, {}, { as: caller })).toMatchObject({ status: 401, code: 307 });
  });

  it('treats an idle-expired session as signed out', async () => {
    const user = await buildUser(t.database.db);
    const { caller } = cookiesOf(
      await rawCall(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD }),
    );
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await fail(t.app, api.auth.user, {}, { as: caller })).toMatchObject({ status: 401, code: 307 });
    expect(await call(t.app, api.auth.check, {}, { as: caller })).toMatchObject({ code: 307 });
  });

  it('refuses a disabled user at sign-in and drops their sessions from use', async () => {
    const user = await buildUser(t.database.db);
    const { caller } = cookiesOf(
      await rawCall(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD }),
    );
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await fail(t.app, api.auth.signIn, { email: user.email, password: TEST_PASSWORD })).toMatchObject({
      code: 1107,
    });
    expect(await fail(t.app, api.auth.user, {}, { as: caller })).toMatchObject({ status: 401 });
  });

  it('reports permissions and allowed routes for the game in context', async () => {
    const gameId = (await buildGame(t.database.db)).game_id;
    const member = await buildMember(t.database.db, gameId, { keys: ['content_base', 'report_base'] });
    const { caller } = cookiesOf(
      await rawCall(t.app, api.auth.signIn, { email: member.email, password: TEST_PASSWORD }),
    );
    const perms = await call(t.app, api.auth.perms, {}, { as: caller, game: gameId });
    expect(perms).toMatchObject({
      resources: ['content_base', 'report_base'],
      is_game_admin: false,
      is_platform_admin: false,
    });
    expect(perms.routes).toEqual(expect.arrayContaining(['report', 'content.calendar', 'error']));
    expect(perms.routes).not.toContain('perm');
    expect(perms.routes).not.toContain('system');
  });
});

describe('sign-up closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_UP_OPEN: 'false' } });
  });
  afterAll(async () => t.close());

  it('refuses sign-up and says so in auth/providers', async () => {
    expect(await call(t.app, api.auth.providers, {})).toEqual({ sso: false, sign_up: false });
    const result = await fail(t.app, api.auth.signUp, {
      email: 'x@example.test',
      password: 'a long enough password',
      name: 'X',
    });
    expect(result).toMatchObject({ status: 403, code: 1108 });
  });
});
