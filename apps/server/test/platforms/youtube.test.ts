import { describe, expect, it } from 'vitest';
import type { MediaItem, PublishRequest } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import {
  authorizedAccount,
  control,
  emulatedAdapter,
  MP4_DATA_URL,
  memorySteps,
  PNG_DATA_URL,
  platformFailure,
} from './emulated.js';

type Video = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  category_id: string;
  privacy_status: string;
  publish_at: string | null;
  size_bytes: number;
  deleted: boolean;
  liked_by: string[];
  comments: Array<{ id: string; text: string; replies: Array<{ id: string; text: string }> }>;
};

const video = (url = MP4_DATA_URL): MediaItem => ({ url, kind: 'video', mimeType: 'video/mp4' });
const MIB = 1024 * 1024;

describe('the YouTube adapter against the emulator', () => {
  const networks = useEmulator(47);
  const read = (id: string) => control(networks.url(), `/youtube/videos/${id}`) as Promise<Video>;
  const uploads = async () =>
    ((await control(networks.url(), '/youtube/uploads')) as { data: Array<{ id: string; received: number }> })
      .data;

  async function channel(timeoutMs?: number) {
    const adapter = emulatedAdapter(networks.url(), 'youtube', timeoutMs);
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('connects a channel with an hour-long token and a refresh token kept across refreshes', async () => {
    const { adapter, account } = await channel();
    expect(account.socialId).toMatch(/^UC[\w-]{22}$/);
    expect(account.credential.refreshToken).toBeTruthy();
    expect(account.credential.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    const profile = await adapter.readProfile(account.socialId, account.credential);
    expect(profile.link).toMatch(/^https:\/\/www\.youtube\.com\/@/);
    expect(profile.avatarUrl).toContain(account.socialId);
    const renewed = await adapter.refreshCredential(account.credential);
    expect(renewed?.accessToken).not.toBe(account.credential.accessToken);
    expect(renewed?.refreshToken).toBe(account.credential.refreshToken);
  });

  it('publishes one video with title, description and options, and lists it first', async () => {
    const { adapter, account } = await channel();
    const steps = memorySteps();
    const request: PublishRequest = {
      text: 'Patch 1.2 trailer\nBalance changes and a new map.',
      link: 'https://studio.example.com/patch-1-2',
      media: [video()],
      options: {
        video_tags: ['patch', 'ember tide'],
        category_id: '20',
        privacy: 'unlisted',
        made_for_kids: false,
      },
    };
    const result = await adapter.publish(account, request, steps);
    expect(steps.saved).toEqual(['upload_session']);
    expect(result.permalink).toBe(`https://www.youtube.com/watch?v=${result.postId}`);
    expect(await read(result.postId)).toMatchObject({
      title: 'Patch 1.2 trailer',
      description: 'Balance changes and a new map.\n\nhttps://studio.example.com/patch-1-2',
      tags: ['patch', 'ember tide'],
      category_id: '20',
      privacy_status: 'unlisted',
      size_bytes: 32,
    });
    const page = await adapter.listPosts(
      account.socialId,
      account.credential,
      new Date(Date.now() - 60_000),
      null,
    );
    expect(page.posts[0]).toMatchObject({
      id: result.postId,
      text: `Patch 1.2 trailer\n${(await read(result.postId)).description}`,
    });
    expect(page.posts[0]?.metrics).toHaveProperty('views');
  });

  it('refuses what the API cannot publish before any call', async () => {
    const { adapter, account } = await channel();
    const refuse = (request: PublishRequest) =>
      platformFailure(() => adapter.publish(account, request, memorySteps()));
    expect((await refuse({ text: 'Just text', media: [] })).kind).toBe('unsupported');
    const image = await refuse({
      text: 'Art',
      media: [{ url: PNG_DATA_URL, kind: 'image', mimeType: 'image/png' }],
    });
    expect(image.kind).toBe('unsupported');
    const poll = await refuse({
      text: 'Vote',
      media: [video()],
      poll: { options: ['a', 'b'], durationMinutes: 60 },
    });
    expect(poll.kind).toBe('unsupported');
    expect((await refuse({ text: 'Two', media: [video(), video()] })).kind).toBe('content');
    const options = {
      video_tags: [],
      privacy: 'public' as const,
      category_id: 'gaming',
      made_for_kids: false,
    };
    expect((await refuse({ text: 'Bad', media: [video()], options })).kind).toBe('content');
  });

  it('schedules natively: private with publishAt', async () => {
    const { adapter, account } = await channel();
    const scheduledAt = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 1000) * 1000);
    const result = await adapter.publish(
      account,
      { text: 'Season 3 reveal', media: [video()], scheduledAt },
      memorySteps(),
    );
    expect(await read(result.postId)).toMatchObject({
      privacy_status: 'private',
      publish_at: scheduledAt.toISOString().replace('.000Z', 'Z'),
    });
  });

  it('resumes an interrupted upload in the same session, from the range Google kept', async () => {
    const { adapter, account } = await channel(1000);
    const big = `data:video/mp4;base64,${Buffer.alloc(8 * MIB + 100_000, 3).toString('base64')}`;
    const request: PublishRequest = { text: 'Launch trailer (4K)', media: [video(big)] };
    await control(networks.url(), '/faults', {
      network: 'youtube',
      match: 'videos.upload',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const steps = memorySteps();
    expect((await platformFailure(() => adapter.publish(account, request, steps))).kind).toBe('transient');
    const session = steps.done.upload_session ?? '';
    const before = (await uploads()).find((upload) => session.includes(upload.id));
    expect(before?.received).toBe(8 * MIB);
    const count = (await uploads()).length;
    const result = await adapter.publish(account, request, steps);
    expect(steps.saved).toEqual(['upload_session']);
    expect(await uploads()).toHaveLength(count);
    expect((await read(result.postId)).size_bytes).toBe(8 * MIB + 100_000);
  });

  it('finds the video a timed-out final PUT created, and a resume answers that same video', async () => {
    const { adapter, account } = await channel(1000);
    const since = new Date(Date.now() - 1000);
    const request: PublishRequest = { text: 'Dev diary #7\nBehind the scenes', media: [video()] };
    await control(networks.url(), '/faults', {
      network: 'youtube',
      match: 'publish',
      method: 'PUT',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const steps = memorySteps();
    expect((await platformFailure(() => adapter.publish(account, request, steps))).kind).toBe('transient');
    const found = await adapter.findPublished(account, request, since);
    expect(found).not.toBeNull();
    expect((await read(found?.id ?? '')).title).toBe('Dev diary #7');
    expect((await adapter.publish(account, request, steps)).postId).toBe(found?.id);
  });

  it('comments on a video, replies to a comment, likes the video and deletes it', async () => {
    const { adapter, account } = await channel();
    const { postId } = await adapter.publish(
      account,
      { text: 'GG everyone', media: [video()] },
      memorySteps(),
    );
    const top = await adapter.comment(account, postId, 'Thanks for watching!');
    const reply = await adapter.comment(account, top, 'Patch notes are in the description');
    expect(reply.startsWith(`${top}.`)).toBe(true);
    const saved = await read(postId);
    expect(saved.comments[0]).toMatchObject({ id: top, text: 'Thanks for watching!' });
    expect(saved.comments[0]?.replies[0]).toMatchObject({ id: reply });
    await adapter.like(account, postId);
    expect((await read(postId)).liked_by).toContain(account.socialId);
    expect((await platformFailure(() => adapter.like(account, top))).kind).toBe('unsupported');
    await adapter.deletePost(account, postId);
    expect((await read(postId)).deleted).toBe(true);
    expect((await platformFailure(() => adapter.deletePost(account, postId))).kind).toBe('content');
  });

  it('asks for reconnection once the grant is revoked', async () => {
    const { adapter, account } = await channel();
    await control(networks.url(), '/youtube/tokens/invalidate', { token: account.credential.refreshToken });
    const denied = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(denied).toMatchObject({ kind: 'reconnect', networkCode: 'authError', status: 401 });
    const refused = await platformFailure(() => adapter.refreshCredential(account.credential));
    expect(refused).toMatchObject({ kind: 'reconnect', networkCode: 'invalid_grant' });
  });

  it('waits for the quota reset at midnight Pacific when the day is spent', async () => {
    const { adapter, account } = await channel();
    try {
      await control(networks.url(), '/youtube/quota', { units_used: 10_000, inserts_used: 100 });
      const spent = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
      expect(spent).toMatchObject({ kind: 'rate_limited', networkCode: 'quotaExceeded' });
      expect(spent.retryAfterSeconds).toBeGreaterThan(0);
      expect(spent.retryAfterSeconds).toBeLessThanOrEqual(25 * 3600);
      const upload = await platformFailure(() =>
        adapter.publish(account, { text: 'One more', media: [video()] }, memorySteps()),
      );
      expect(upload.kind).toBe('rate_limited');
    } finally {
      await control(networks.url(), '/youtube/quota', { reset: true });
    }
  });
  it('reads comment threads with replies, channel and video counters, and searches videos', async () => {
    const { adapter, account } = await channel();
    const published = await adapter.publish(
      account,
      { text: 'Dev diary #4', media: [video()] },
      memorySteps(),
    );
    const top = await adapter.comment(account, published.postId, 'Questions welcome');
    await adapter.comment(account, top, 'Thanks for watching');
    const comments = await adapter.readComments?.(account, published.postId, null);
    expect(comments?.comments.map((comment) => comment.text)).toEqual(
      expect.arrayContaining(['Questions welcome', 'Thanks for watching']),
    );
    expect(comments?.comments.find((comment) => comment.text === 'Thanks for watching')?.parentId).toBe(top);
    expect(
      (await adapter.accountMetrics?.(account, new Date(), new Date()))?.map((point) => point.metric),
    ).toContain('viewCount');
    expect(await adapter.postMetrics?.(account, published.postId)).toHaveProperty('viewCount');
    const found = await adapter.search?.(account, 'speedrun', new Date(Date.now() - 7 * 86_400_000), null);
    expect(found?.posts.length).toBeGreaterThan(0);
  });
});
