import { describe, expect, it } from 'vitest';
import { postForm } from './emulator-helpers.js';
import { call, communityToken, connect, control, emulator, errorCode, ok } from './vk-helpers.js';

describe('vk emulator: limits, flood control, captcha and faults', () => {
  it('allows 3 requests a second per user token and 20 per community token (error 6)', async () => {
    const app = await emulator();
    const user = String((await connect(app)).access_token);
    const codes = [];
    for (let index = 0; index < 4; index++) codes.push(await errorCode(app, user, 'users.get'));
    expect(codes).toEqual([undefined, undefined, undefined, 6]);
    const { token } = await communityToken(app);
    const group = [];
    for (let index = 0; index < 21; index++) group.push(await errorCode(app, token, 'groups.getById'));
    expect(group.filter((code) => code === 6)).toHaveLength(1);
    expect(group.at(-1)).toBe(6);
  });

  it('trips flood control on the third identical post within an hour (error 9)', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    const post = { owner_id: -groupId, message: 'Same again' };
    await ok(app, token, 'wall.post', post);
    await ok(app, token, 'wall.post', post);
    expect(await errorCode(app, token, 'wall.post', post)).toBe(9);
    await ok(app, token, 'wall.post', { ...post, message: 'Something new' });
  });

  it('asks a captcha when posting fast (error 14) and takes the repeated request with captcha_key', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    await control(app, 'POST', '/vk/limits', { writes_per_minute: 1 });
    await ok(app, token, 'wall.post', { owner_id: -groupId, message: 'One' });
    const refused = await call(app, token, 'wall.post', { owner_id: -groupId, message: 'Two' });
    const sid = refused.error?.captcha_sid ?? '';
    expect(refused.error).toMatchObject({ error_code: 14, captcha_img: expect.stringContaining(sid) });
    const solved = { owner_id: -groupId, message: 'Two', captcha_sid: sid, captcha_key: 'abc' };
    expect((await ok<{ post_id: number }>(app, token, 'wall.post', solved)).post_id).toBeGreaterThan(0);
  });

  it('answers injected faults with VK codes and withholds the answer of a created post', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    const inject = (kind: string, match?: string, extra = {}) =>
      control(app, 'POST', '/faults', { network: 'vk', kind, ...(match ? { match } : {}), ...extra });
    await inject('expired_token');
    expect(await errorCode(app, token, 'users.get')).toBe(5);
    await inject('rate_limit', 'wall.get');
    expect(await errorCode(app, token, 'wall.get', { owner_id: -groupId })).toBe(6);
    await inject('server_error');
    expect(await errorCode(app, token, 'groups.getById')).toBe(10);
    await inject('timeout_after_create', 'publish', { delay_ms: 20 });
    const lost = postForm(app, '/vk/api/method/wall.post', {
      v: '5.131',
      access_token: token,
      owner_id: String(-groupId),
      message: 'Lost',
    });
    await expect(lost).rejects.toThrow();
    const wall = (await control(app, 'GET', `/vk/groups/${groupId}/wall`)).json();
    expect(wall.posts[0]).toMatchObject({ text: 'Lost', origin: 'api', deleted: false });
  });

  it('revokes tokens through the control API (error 5) and changes limits', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    const revoked = await control(app, 'POST', '/vk/tokens/invalidate', { group_id: groupId });
    expect(revoked.json()).toEqual({ invalidated: 1 });
    expect((await call(app, token, 'groups.getById')).error).toMatchObject({
      error_code: 5,
      error_msg: 'User authorization failed: invalid session.',
    });
    const refused = await control(app, 'POST', '/vk/limits', { teleports_per_day: 3 });
    expect(refused.statusCode).toBe(400);
    const limits = (await control(app, 'POST', '/vk/limits', { user_requests_per_second: 5 })).json();
    expect(limits.limits.user_requests_per_second).toBe(5);
  });
});
