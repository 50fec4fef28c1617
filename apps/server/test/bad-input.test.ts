import { API_PREFIX, api, HEADERS } from '@herald/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema/index.js';
import { buildGame, buildMember, type Caller, fail, signInAs } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

describe('bad input gets a clear 4xx and changes nothing', () => {
  let t: TestApp;
  let gameId: number;
  let admin: Caller;
  const roleCount = async () => (await t.database.db.select({ n: count() }).from(roles))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    gameId = (await buildGame(t.database.db)).game_id;
    admin = await signInAs(t.database.db, (await buildMember(t.database.db, gameId, { admin: true })).id);
  });
  afterAll(async () => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/perm/role/create`,
      payload,
      headers: {
        'content-type': contentType,
        cookie: admin.cookie,
        [HEADERS.csrf]: admin.csrf,
        [HEADERS.commonParams]: JSON.stringify({ game_id: gameId, area_id: 'asia' }),
      },
    });

  it('rejects malformed JSON with invalid_json', async () => {
    const before = await roleCount();
    const response = await post('{"name": "Broken",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1002 });
    expect(await roleCount()).toBe(before);
  });

  it('rejects wrong types with validation_failed and names the field', async () => {
    const result = await fail(
      t.app,
      api.perm.roleCreate,
      { name: 42, system_permissions: 'all', social_permissions: [] },
      { as: admin, game: gameId },
    );
    expect(result).toMatchObject({ status: 400, code: 1001 });
    expect(result.data?.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['name', 'system_permissions']),
    );
  });

  it('rejects unknown fields', async () => {
    const before = await roleCount();
    const result = await fail(
      t.app,
      api.perm.roleCreate,
      { name: 'Extra', system_permissions: [], social_permissions: [], game_id: 1 },
      { as: admin, game: gameId },
    );
    expect(result).toMatchObject({ status: 400, code: 1001 });
    expect(await roleCount()).toBe(before);
  });

  it('rejects an unknown resource key', async () => {
    const result = await fail(
      t.app,
      api.perm.roleCreate,
      { name: 'Bad key', system_permissions: ['root_everything'], social_permissions: [] },
      { as: admin, game: gameId },
    );
    expect(result).toMatchObject({ status: 400, code: 1001 });
  });

  it('rejects an oversize body with payload_too_large', async () => {
    const before = await roleCount();
    const response = await post(
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), system_permissions: [], social_permissions: [] }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 1003 });
    expect(await roleCount()).toBe(before);
  });

  it('rejects a body that is not JSON with unsupported_media_type', async () => {
    const response = await post('name=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 1004 });
  });

  it('rejects a malformed X-Common-Params', async () => {
    const result = await fail(
      t.app,
      api.perm.roleList,
      {},
      { as: admin, headers: { [HEADERS.commonParams]: '{game' } },
    );
    expect(result).toMatchObject({ status: 400, code: 1201 });
  });

  it('answers unknown API paths with not_found in the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/nothing/here`, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'Not Found' });
  });

  it('translates messages by Accept-Language', async () => {
    const result = await fail(
      t.app,
      api.perm.roleList,
      {},
      { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } },
    );
    expect(result).toMatchObject({ status: 401, code: 307, msg: '登录已过期' });
  });
});
