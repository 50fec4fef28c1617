import { describe, expect, it } from 'vitest';
import { ThreadsAdapter } from '../../src/platforms/threads/adapter.js';
import { threadsModule } from '../../src/platforms/threads/index.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';

type Post = {
  text: string | null;
  media_type: string;
  container_id: string | null;
  children: string[];
  link_attachment: string | null;
  poll: { options: string[] } | null;
  reply_to_id: string | null;
  deleted: boolean;
};
type State = { counts: { containers: number } };

const images = (...names: string[]) =>
  names.map((name) => ({
    url: `https://cdn.game.example/${name}.jpg`,
    kind: 'image' as const,
    mimeType: 'image/jpeg',
  }));

describe('the Threads adapter against the emulator', () => {
  const networks = useEmulator(44);
  const post = (id: string) => control(networks.url(), `/threads/posts/${id}`) as Promise<Post>;
  const containers = async () =>
    ((await control(networks.url(), '/threads/state')) as State).counts.containers;
  const failPublish = (kind: string, extra: object = {}) =>
    control(networks.url(), '/faults', { network: 'threads', match: 'publish', kind, ...extra });

  async function profile(timeoutMs?: number) {
    const adapter = emulatedAdapter(networks.url(), 'threads', timeoutMs);
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('connects a profile with a 60-day token, reads it and lists its threads', async () => {
    const { adapter, account } = await profile();
    const window = new URL(
      adapter.authorizeUrl({ state: 's', redirectUri: 'https://h.test/cb', codeChallenge: 'c' }),
    );
    expect(window.pathname).toBe('/threads/www/oauth/authorize');
    expect(window.searchParams.get('code_challenge')).toBeNull();
    expect(account.credential.refreshToken).toBeNull();
    const days = ((account.credential.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    expect((await adapter.readProfile(account.socialId, account.credential)).name).toMatch(/\(@\w+\)$/);
    const page = await adapter.listPosts(
      account.socialId,
      account.credential,
      new Date(Date.now() - 7 * 86_400_000),
      null,
    );
    expect(page.posts.length).toBeGreaterThan(0);
    expect(page.posts[0]?.permalink).toMatch(/^https:\/\/www\.threads\.net\/@/);
  });

  it('publishes text with a link card and a poll, and finds a post again by its text', async () => {
    const { adapter, account } = await profile();
    const since = new Date(Date.now() - 1000);
    const request = { text: 'Patch notes are up', link: 'https://game.example/patch', media: [] };
    const text = await adapter.publish(account, request, memorySteps());
    expect(await post(text.postId)).toMatchObject({ media_type: 'TEXT_POST', link_attachment: request.link });
    expect(text.permalink).toMatch(/^https:\/\/www\.threads\.net\/@\w+\/post\//);
    const poll = await adapter.publish(
      account,
      { text: 'Next map?', media: [], poll: { options: ['Dunes', 'Harbor', 'Rift'], durationMinutes: 1440 } },
      memorySteps(),
    );
    expect((await post(poll.postId)).poll?.options).toEqual(['Dunes', 'Harbor', 'Rift']);
    expect((await adapter.findPublished(account, request, since))?.id).toBe(text.postId);
  });

  it('publishes an image and a carousel, resuming after a failure between container and publish', async () => {
    const { adapter, account } = await profile();
    for (const media of [images('a'), images('b', 'c', 'd')]) {
      const steps = memorySteps();
      await failPublish('server_error');
      const failed = await platformFailure(() => adapter.publish(account, { text: 'Fan art', media }, steps));
      expect(failed.kind).toBe('transient');
      const before = await containers();
      const done = await adapter.publish(account, { text: 'Fan art', media }, steps);
      expect(await containers()).toBe(before);
      const published = await post(done.postId);
      if (media.length === 1) {
        expect(steps.saved).toEqual(['container_0']);
        expect(published.container_id).toBe(steps.done.container_0);
      } else {
        expect(steps.saved).toEqual(['container_0', 'container_1', 'container_2', 'carousel']);
        expect(published).toMatchObject({ media_type: 'CAROUSEL_ALBUM', container_id: steps.done.carousel });
        expect(published.children).toHaveLength(3);
      }
    }
  });

  it('waits for a video to process within a bound, and resumes with the same container', async () => {
    const adapter = new ThreadsAdapter({
      appId: threadsModule.emulatorApp.id,
      appSecret: threadsModule.emulatorApp.secret,
      version: 'v1.0',
      wwwBase: `${networks.url()}/threads/www`,
      graphBase: `${networks.url()}/threads/graph`,
      emulated: true,
      timeoutMs: 5_000,
      processing: { intervalMs: 100, limitMs: 300 },
    });
    const account = await authorizedAccount(networks.url(), adapter);
    const request = {
      text: 'Trailer',
      media: [{ url: 'https://cdn.game.example/trailer.mp4', kind: 'video' as const, mimeType: 'video/mp4' }],
    };
    const steps = memorySteps();
    const slow = await platformFailure(() => adapter.publish(account, request, steps));
    expect(slow.kind).toBe('transient');
    expect(steps.saved).toEqual(['container_0']);
    await control(networks.url(), '/clock', { advance_seconds: 30 });
    const before = await containers();
    const done = await adapter.publish(account, request, steps);
    expect(await containers()).toBe(before);
    expect(await post(done.postId)).toMatchObject({
      media_type: 'VIDEO',
      container_id: steps.done.container_0,
    });
  });

  it('finds a post published behind a timeout, and a resumed publish answers that post', async () => {
    const { adapter, account } = await profile(1500);
    const since = new Date(Date.now() - 1000);
    const request = { text: 'Ambiguous', media: [] };
    const steps = memorySteps();
    await failPublish('timeout_after_create', { delay_ms: 4000 });
    const lost = await platformFailure(() => adapter.publish(account, request, steps));
    expect(lost.kind).toBe('transient');
    const found = await adapter.findPublished(account, request, since);
    expect(found?.text).toBe('Ambiguous');
    expect((await adapter.publish(account, request, steps)).postId).toBe(found?.id);
  });

  it('replies and deletes; likes and scheduling are refused as unsupported', async () => {
    const { adapter, account } = await profile();
    const first = await adapter.publish(account, { text: 'GG everyone', media: [] }, memorySteps());
    const reply = await adapter.comment(account, first.postId, 'Thanks for playing');
    expect(await post(reply)).toMatchObject({ text: 'Thanks for playing', reply_to_id: first.postId });
    expect((await platformFailure(() => adapter.like(account, first.postId))).kind).toBe('unsupported');
    const later = { text: 'Later', media: [], scheduledAt: new Date(Date.now() + 3_600_000) };
    expect((await platformFailure(() => adapter.publish(account, later, memorySteps()))).kind).toBe(
      'unsupported',
    );
    await adapter.deletePost(account, first.postId);
    expect((await post(first.postId)).deleted).toBe(true);
  });

  it('classifies rate limits with their wait and expired tokens as reconnect; refreshes a day-old token', async () => {
    const { adapter, account } = await profile();
    const read = (credential = account.credential) => adapter.readProfile(account.socialId, credential);
    await control(networks.url(), '/faults', { network: 'threads', kind: 'rate_limit' });
    const limited = await platformFailure(() => read());
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 300 });
    await control(networks.url(), '/faults', { network: 'threads', kind: 'expired_token' });
    expect((await platformFailure(() => read())).kind).toBe('reconnect');
    expect((await platformFailure(() => adapter.refreshCredential(account.credential))).kind).toBe('content');
    await control(networks.url(), '/clock', { advance_seconds: 25 * 3_600 });
    const renewed = await adapter.refreshCredential(account.credential);
    expect(renewed?.accessToken).not.toBe(account.credential.accessToken);
    expect(renewed?.refreshToken).toBeNull();
    await control(networks.url(), '/threads/tokens/invalidate', { token: account.credential.accessToken });
    expect((await platformFailure(() => read())).kind).toBe('reconnect');
    if (renewed) expect((await read(renewed)).name).toContain('@');
  });
  it('reads replies, daily views, post counters; searches keywords and looks up locations', async () => {
    const { adapter, account } = await profile();
    const first = await adapter.publish(account, { text: 'Patch day thread', media: [] }, memorySteps());
    await control(networks.url(), `/threads/posts/${first.postId}/replies`, { text: 'Finally!' });
    const replies = await adapter.readComments?.(account, first.postId, null);
    expect(replies?.comments.map((reply) => reply.text)).toContain('Finally!');
    const until = new Date();
    const views =
      (await adapter.accountMetrics?.(account, new Date(until.getTime() - 5 * 86_400_000), until)) ?? [];
    expect(views.every((point) => point.metric === 'views')).toBe(true);
    expect(views.length).toBeGreaterThan(0);
    expect(Object.keys((await adapter.postMetrics?.(account, first.postId)) ?? {})).toContain('likes');
    const found = await adapter.search?.(account, 'patch', new Date(until.getTime() - 86_400_000), null);
    expect(found?.posts.length).toBeGreaterThan(0);
    const places = await adapter.lookup?.(account, 'threads_locations', 'arena');
    expect(places?.[0]?.detail).toBeTruthy();
  });
});
