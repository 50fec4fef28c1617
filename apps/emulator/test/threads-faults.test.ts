import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import {
  advance,
  connect,
  container,
  control,
  emulator,
  graphAs,
  graphError,
  post,
  publishContainer,
} from './threads-helpers.js';

describe('threads emulator: faults, call limits and determinism', () => {
  it('injects expired tokens, rate limits and server errors through the shared fault store', async () => {
    const app = await emulator();
    const c = await connect(app);
    const me = () => graphAs(app, c.token, 'GET', '/me');
    await injectFault(app, 'threads', 'expired_token');
    expect(graphError(await me())).toMatchObject({ code: 190, error_subcode: 463 });
    await injectFault(app, 'threads', 'rate_limit');
    const limited = await me();
    expect(graphError(limited)).toMatchObject({ code: 17, is_transient: true });
    const usage = JSON.parse(String(limited.headers['x-business-use-case-usage']));
    expect(usage[c.userId][0]).toMatchObject({ type: 'threads', estimated_time_to_regain_access: 5 });
    await injectFault(app, 'threads', 'server_error', { match: 'publish' });
    const id = await container(app, c, { media_type: 'TEXT', text: 'Retry me' });
    const failed = await publishContainer(app, c, id);
    expect(failed.statusCode).toBe(500);
    expect(graphError(failed)).toMatchObject({ code: 2, is_transient: true });
    expect((await publishContainer(app, c, id)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
  });

  it('publishes behind a timeout_after_create fault: the post exists though no answer came', async () => {
    const app = await emulator();
    const c = await connect(app);
    await injectFault(app, 'threads', 'timeout_after_create', { match: 'publish', delay_ms: 10 });
    const id = await container(app, c, { media_type: 'TEXT', text: 'Lost answer' });
    await expect(publishContainer(app, c, id)).rejects.toThrow();
    const container2 = (await control(app, 'GET', `/threads/containers/${id}`)).json();
    expect(container2.status).toBe('PUBLISHED');
  });

  it('counts calls per app-user pair over 24 hours and reports usage headers', async () => {
    const app = await emulator();
    const c = await connect(app);
    const me = () => graphAs(app, c.token, 'GET', '/me');
    const usage = (response: Awaited<ReturnType<typeof me>>) =>
      JSON.parse(String(response.headers['x-business-use-case-usage']))[c.userId][0];
    expect(usage(await me())).toMatchObject({ estimated_time_to_regain_access: 0 });
    await control(app, 'POST', '/threads/limits', { calls_per_day: 3 });
    await me();
    expect((await me()).statusCode).toBe(200);
    const refused = await me();
    expect(graphError(refused)).toMatchObject({ code: 17 });
    expect(usage(refused).estimated_time_to_regain_access).toBeGreaterThan(0);
    await advance(app, 86_401);
    expect((await me()).statusCode).toBe(200);
    expect((await control(app, 'POST', '/threads/limits', { calls_per_day: null })).statusCode).toBe(200);
    expect((await control(app, 'POST', '/threads/limits', { nope: 1 })).statusCode).toBe(400);
  });

  it('derives the world, ids and arrivals from the seed', async () => {
    const run = async (seed: number) => {
      const app = await emulator(seed);
      const c = await connect(app);
      const id = await post(app, c, { media_type: 'TEXT', text: 'Same every time' });
      await advance(app, 86_400);
      const state = (await control(app, 'GET', '/threads/state')).json();
      const replies = (await control(app, 'GET', `/threads/posts/${id}`)).json().replies;
      return { user: state.user, counts: state.counts, id, replies };
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    const other = await run(8);
    expect(other.user.id).not.toBe(first.user.id);
    expect(other.id).not.toBe(first.id);
  });
});
