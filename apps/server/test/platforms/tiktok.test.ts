import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishRequest } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';
import {
  fastForward,
  mp4Lasting,
  PUBLIC,
  photo,
  publishesOf,
  tiktokOptions,
  video,
} from './tiktok-helpers.js';

describe('the TikTok adapter against the emulator', () => {
  const networks = useEmulator(53);
  const url = () => networks.url();
  const publishes = () => publishesOf(url());

  beforeEach(async () => {
    await control(url(), '/reset', { network: 'tiktok' });
  });

  async function creator(timeoutMs?: number) {
    const adapter = emulatedAdapter(url(), 'tiktok', timeoutMs);
    return { adapter, account: await authorizedAccount(url(), adapter) };
  }

  it('connects the creator with a 24-hour token and a year-long refresh token, and renews it', async () => {
    const { adapter, account } = await creator();
    const profile = await adapter.readProfile(account.socialId, account.credential);
    expect(profile.link).toMatch(/^https:\/\/www\.tiktok\.com\/@.+\.official$/);
    const { credential } = account;
    expect(credential.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(credential.refreshExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(credential.scopes).toContain('video.publish');
    const renewed = await adapter.refreshCredential(credential);
    expect(renewed?.accessToken).not.toBe(credential.accessToken);
    expect(renewed?.refreshToken).toBeTruthy();
    if (!renewed) throw new Error('not renewed');
    expect((await adapter.readProfile(account.socialId, renewed)).name).toBe(profile.name);
  });

  it('looks up the creator info a post must respect', async () => {
    const { adapter, account } = await creator();
    const [info] = (await adapter.lookup?.(account, 'tiktok_creator_info', '')) ?? [];
    expect(info?.extra).toMatchObject({
      privacy_level_options: [
        'PUBLIC_TO_EVERYONE',
        'MUTUAL_FOLLOW_FRIENDS',
        'FOLLOWER_OF_CREATOR',
        'SELF_ONLY',
      ],
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
    });
  });

  it('uploads a video from its bytes and answers the public post with its link', async () => {
    const { adapter, account } = await creator();
    const steps = memorySteps();
    const request = { text: 'Launch trailer #gamedev', media: [video()], options: PUBLIC };
    const posted = await fastForward(url(), adapter.publish(account, request, steps));
    expect(steps.saved).toEqual(['publish_id', 'upload_url']);
    const [publish] = await publishes();
    expect(publish).toMatchObject({
      source: 'FILE_UPLOAD',
      status: 'PUBLISH_COMPLETE',
      post_id: posted.postId,
    });
    expect(posted.permalink).toContain(`/video/${posted.postId}`);
    const counters = await adapter.postMetrics?.(account, posted.postId);
    expect(Object.keys(counters ?? {}).sort()).toEqual(['comments', 'likes', 'shares', 'views']);
  });

  it('resumes from the saved publish_id after a failed upload, without a second init', async () => {
    const { adapter, account } = await creator();
    const steps = memorySteps();
    const request = { text: 'Patch 2.1 highlights', media: [video()], options: PUBLIC };
    await control(url(), '/faults', { network: 'tiktok', match: 'upload', kind: 'server_error' });
    const failed = await platformFailure(() => adapter.publish(account, request, steps));
    expect(failed.kind).toBe('transient');
    expect(steps.saved).toEqual(['publish_id', 'upload_url']);
    const posted = await fastForward(url(), adapter.publish(account, request, steps));
    const all = await publishes();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ publish_id: steps.done.publish_id, post_id: posted.postId });
    // Resumed once more (as if this answer had been lost): the same post, still one publish.
    expect((await adapter.publish(account, request, steps)).postId).toBe(posted.postId);
    expect(await publishes()).toHaveLength(1);
  });

  it('posts photos that TikTok pulls from their URLs', async () => {
    const { adapter, account } = await creator();
    const request = {
      text: 'Concept art\nFrom our art team',
      media: [photo('a'), photo('b')],
      options: PUBLIC,
    };
    const posted = await fastForward(url(), adapter.publish(account, request, memorySteps()));
    expect(posted.permalink).toContain(`/photo/${posted.postId}`);
    const [publish] = await publishes();
    expect(publish?.post_info).toMatchObject({
      title: 'Concept art',
      description: 'Concept art\nFrom our art team',
    });
  });

  it('refuses before any post what the creator does not allow', async () => {
    const { adapter, account } = await creator();
    await control(url(), '/tiktok/creator', {
      privacy_level_options: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      duet_disabled: true,
    });
    // Compose keeps a switch the creator turned off turned off.
    const followers = { ...tiktokOptions('FOLLOWER_OF_CREATOR'), disable_duet: true };
    const refusals: Array<[PublishRequest, RegExp]> = [
      [{ text: 'Public', media: [video()], options: PUBLIC }, /does not offer the privacy level/],
      [{ text: 'No privacy chosen', media: [video()] }, /needs a privacy level/],
      [
        { text: 'Duets on', media: [video()], options: { ...followers, disable_duet: false } },
        /turned duets off/,
      ],
      [
        { text: 'Too long', media: [video(mp4Lasting(700))], options: followers },
        /lasts 700 s.* up to 600 s/,
      ],
      [
        { text: 'PNG', media: [{ ...photo('c'), mimeType: 'image/png' }], options: followers },
        /JPEG or WebP/,
      ],
    ];
    for (const [request, reason] of refusals) {
      const refused = await platformFailure(() => adapter.publish(account, request, memorySteps()));
      expect(refused.kind, request.text).toBe('content');
      expect(refused.message).toMatch(reason);
    }
    expect(await publishes()).toEqual([]);
  });

  it('an unaudited app may post only privately, and a creator over the daily cap must wait', async () => {
    const { adapter, account } = await creator();
    await control(url(), '/tiktok/unaudited', { unaudited: true });
    const unaudited = await platformFailure(() =>
      adapter.publish(account, { text: 'Public', media: [video()], options: PUBLIC }, memorySteps()),
    );
    expect(unaudited).toMatchObject({
      kind: 'content',
      networkCode: 'unaudited_client_can_only_post_to_private_accounts',
    });
    const steps = memorySteps();
    const request = { text: 'Private', media: [video()], options: tiktokOptions('SELF_ONLY') };
    const own = await fastForward(url(), adapter.publish(account, request, steps));
    expect(own).toEqual({ postId: steps.done.publish_id, permalink: null });
    await control(url(), '/tiktok/limits', { posts_per_day: 1 });
    const capped = await platformFailure(() => adapter.publish(account, request, memorySteps()));
    expect(capped).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 86_400 });
  });

  it('finds the post whose init answer was lost', async () => {
    const { adapter, account } = await creator(1000);
    const since = new Date(Date.now() - 1000);
    // Photos are pulled by TikTok, so the post exists even though the init answer never came back.
    const request: PublishRequest<'tiktok'> = {
      text: 'Season 3 is here',
      media: [photo('season3')],
      options: PUBLIC,
    };
    await control(url(), '/faults', {
      network: 'tiktok',
      match: 'publish',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const lost = await platformFailure(() => adapter.publish(account, request, memorySteps()));
    expect(lost.kind).toBe('transient');
    await control(url(), '/clock', { advance_seconds: 30 });
    const found = await adapter.findPublished(account, request, since);
    expect(found?.text).toBe('Season 3 is here');
    expect(found?.id).toBe((await publishes())[0]?.post_id);
  });

  it('says plainly what TikTok does not allow, and asks for a reconnect once the token is revoked', async () => {
    const { adapter, account } = await creator();
    expect((await platformFailure(() => adapter.deletePost(account, '1'))).kind).toBe('unsupported');
    expect((await platformFailure(() => adapter.comment(account, '1', 'hi'))).kind).toBe('unsupported');
    expect((await platformFailure(() => adapter.like(account, '1'))).kind).toBe('unsupported');
    await control(url(), '/tiktok/tokens/invalidate', {});
    const revoked = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(revoked).toMatchObject({ kind: 'reconnect', networkCode: 'access_token_invalid' });
    const refresh = await platformFailure(() => adapter.refreshCredential(account.credential));
    expect(refresh).toMatchObject({ kind: 'reconnect', networkCode: 'invalid_grant' });
  });
});
