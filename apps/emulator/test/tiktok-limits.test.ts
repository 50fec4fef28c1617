import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { connect, control, emulator, open, postInfo, status } from './tiktok-helpers.js';

const pullBody = (title: string) => ({
  post_info: postInfo(title),
  source_info: { source: 'PULL_FROM_URL', video_url: 'https://cdn.game.example/v.mp4' },
});

describe('tiktok emulator: rate limits, faults and control', () => {
  it('allows 6 post inits a minute per token, then 429 rate_limit_exceeded until the minute passes', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const init = () => open(app, token, 'POST', '/v2/post/publish/video/init/', { body: pullBody('Spam') });
    for (let i = 0; i < 6; i++) expect((await init()).statusCode).toBe(200);
    const limited = await init();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limit_exceeded');
    await control(app, 'POST', '/clock', { advance_seconds: 61 });
    expect((await init()).statusCode).toBe(200);
    await control(app, 'POST', '/tiktok/limits', { per_minute: { 'video.init': 0 } });
    expect((await init()).statusCode).toBe(429);
    expect((await control(app, 'POST', '/tiktok/limits', { per_minute: { nope: 1 } })).statusCode).toBe(400);
  });

  it('injects server errors, expired tokens and lost answers through the shared fault store', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await injectFault(app, 'tiktok', 'server_error', { match: 'publish' });
    const failed = await open(app, token, 'POST', '/v2/post/publish/video/init/', { body: pullBody('Boom') });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('internal_error');
    await injectFault(app, 'tiktok', 'expired_token', { match: 'user.info' });
    const expired = await open(app, token, 'GET', '/v2/user/info/', { fields: 'open_id' });
    expect(expired.json().error.code).toBe('access_token_invalid');

    await injectFault(app, 'tiktok', 'timeout_after_create', { match: 'publish', delay_ms: 20 });
    await expect(
      open(app, token, 'POST', '/v2/post/publish/video/init/', { body: pullBody('Lost answer') }),
    ).rejects.toThrow();
    const publishes = (await control(app, 'GET', '/tiktok/publishes')).json().data;
    expect(publishes).toHaveLength(1);
    expect(publishes[0]).toMatchObject({ post_info: { title: 'Lost answer' } });
    expect((await status(app, token, publishes[0].publish_id)).status).toBe('PROCESSING_DOWNLOAD');
  });

  it('invalidates tokens and resets to the seed', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    expect((await control(app, 'POST', '/tiktok/tokens/invalidate', { token })).json()).toEqual({
      invalidated: 1,
    });
    const after = await open(app, token, 'GET', '/v2/user/info/', { fields: 'open_id' });
    expect(after.statusCode).toBe(401);
    const tokens = (await control(app, 'GET', '/tiktok/tokens')).json().data;
    expect(tokens.find((entry: { token: string }) => entry.token === token)?.revoked_reason).toBe(
      'invalidated',
    );
    const before = (await control(app, 'GET', '/tiktok/state')).json();
    await control(app, 'POST', '/reset', { network: 'tiktok' });
    const reset = (await control(app, 'GET', '/tiktok/state')).json();
    expect(reset.creator).toEqual(before.creator);
    expect(reset.counts.tokens).toBe(0);
  });
});
