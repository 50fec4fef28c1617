import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';

type PostState = {
  message?: string;
  photo_ids: string[];
  is_published: boolean;
  scheduled_publish_time: string | null;
  deleted: boolean;
  liked_by_page: boolean;
  comments: { message: string }[];
};
type Counts = { counts: { posts: number; photos: number } };

describe('the Facebook adapter against the emulator', () => {
  const networks = useEmulator(41);
  const post = (id: string) => control(networks.url(), `/facebook/posts/${id}`) as Promise<PostState>;
  const counts = async () => ((await control(networks.url(), '/facebook/state')) as Counts).counts;

  async function page() {
    const adapter = emulatedAdapter(networks.url(), 'facebook', 1500);
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('publishes text and link posts with their permalinks, and finds them again', async () => {
    const { adapter, account } = await page();
    const since = new Date(Date.now() - 1000);
    const text = await adapter.publish(account, { text: 'Season 3 starts today!', media: [] }, memorySteps());
    expect((await post(text.postId)).message).toBe('Season 3 starts today!');
    expect(text.permalink).toMatch(/^https:\/\/www\.facebook\.com\//);
    const link = await adapter.publish(
      account,
      { text: 'Patch notes', link: 'https://game.example/patch', media: [] },
      memorySteps(),
    );
    expect((await post(link.postId)).is_published).toBe(true);
    const found = await adapter.findPublished(account, { text: 'Season 3 starts today!', media: [] }, since);
    expect(found?.id).toBe(text.postId);
    expect(await adapter.findPublished(account, { text: 'never sent', media: [] }, since)).toBeNull();
  });

  it('publishes an album photo by photo and resumes after a failure without uploading twice', async () => {
    const { adapter, account } = await page();
    const images = ['a', 'b', 'c'].map((name) => ({
      url: `https://cdn.game.example/${name}.jpg`,
      kind: 'image' as const,
      mimeType: 'image/jpeg',
    }));
    const steps = memorySteps();
    await control(networks.url(), '/faults', {
      network: 'facebook',
      match: 'feed.create',
      kind: 'server_error',
    });
    const failed = await platformFailure(() =>
      adapter.publish(account, { text: 'Fan art', media: images }, steps),
    );
    expect(failed.kind).toBe('transient');
    expect(steps.saved).toEqual(['photo_0', 'photo_1', 'photo_2']);
    const photosBefore = (await counts()).photos;
    const done = await adapter.publish(account, { text: 'Fan art', media: images }, steps);
    expect((await counts()).photos).toBe(photosBefore);
    expect((await post(done.postId)).photo_ids).toEqual([
      steps.done.photo_0,
      steps.done.photo_1,
      steps.done.photo_2,
    ]);
  });

  it('schedules natively, comments, likes and deletes', async () => {
    const { adapter, account } = await page();
    const at = new Date(Date.now() + 2 * 60 * 60_000);
    const scheduled = await adapter.publish(
      account,
      { text: 'Later', media: [], scheduledAt: at },
      memorySteps(),
    );
    expect(await post(scheduled.postId)).toMatchObject({ is_published: false });
    expect((await post(scheduled.postId)).scheduled_publish_time).not.toBeNull();

    const live = await adapter.publish(account, { text: 'Now', media: [] }, memorySteps());
    await adapter.comment(account, live.postId, 'First!');
    await adapter.like(account, live.postId);
    const state = await post(live.postId);
    expect(state.comments.map((comment) => comment.message)).toContain('First!');
    expect(state.liked_by_page).toBe(true);
    await adapter.deletePost(account, live.postId);
    expect((await post(live.postId)).deleted).toBe(true);
  });

  it('refuses polls, and reports a post created behind a timeout so it can be reconciled', async () => {
    const { adapter, account } = await page();
    const poll = await platformFailure(() =>
      adapter.publish(
        account,
        { text: 'Vote', media: [], poll: { options: ['a', 'b'], durationMinutes: 60 } },
        memorySteps(),
      ),
    );
    expect(poll.kind).toBe('unsupported');

    const since = new Date(Date.now() - 1000);
    await control(networks.url(), '/faults', {
      network: 'facebook',
      match: 'feed.create',
      kind: 'timeout_after_create',
      delay_ms: 4000,
    });
    const lost = await platformFailure(() =>
      adapter.publish(account, { text: 'Ambiguous', media: [] }, memorySteps()),
    );
    expect(lost.kind).toBe('transient');
    const found = await adapter.findPublished(account, { text: 'Ambiguous', media: [] }, since);
    expect(found?.text).toBe('Ambiguous');
  });

  it("reads comments newest first, daily Page metrics and a post's counters", async () => {
    const { adapter, account } = await page();
    const live = await adapter.publish(account, { text: 'Ask us anything', media: [] }, memorySteps());
    await control(networks.url(), `/facebook/posts/${live.postId}/visitor-comments`, {
      message: 'When is the next event?',
    });
    const page1 = await adapter.readComments?.(account, live.postId, null);
    expect(page1?.comments.map((comment) => comment.text)).toContain('When is the next event?');
    expect(page1?.comments[0]?.authorName).toBeTruthy();

    const until = new Date();
    const since = new Date(until.getTime() - 7 * 86_400_000);
    const points = (await adapter.accountMetrics?.(account, since, until)) ?? [];
    expect(new Set(points.map((point) => point.metric))).toContain('page_follows');
    expect(points.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.day) && point.value >= 0)).toBe(true);

    const counters = await adapter.postMetrics?.(account, live.postId);
    expect(counters).toMatchObject({ comments: 1 });
    expect(typeof counters?.post_total_media_view_unique).toBe('number');
  });

  it('reads public posts that tag the Page, newest first', async () => {
    const { adapter, account } = await page();
    const tagged = await adapter.readMentions?.(account, new Date(Date.now() - 90 * 86_400_000), null);
    const posts = tagged?.posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(
      posts.every((post, index) => index === 0 || (posts[index - 1]?.postedAt ?? 0) >= post.postedAt),
    ).toBe(true);
    expect(posts[0]?.text).toContain('@');
  });

  it('looks public Pages up by name', async () => {
    const { adapter, account } = await page();
    const found = await adapter.lookup?.(account, 'facebook_pages', 'nova');
    expect(found?.length).toBeGreaterThan(0);
    expect(found?.[0]?.name).toContain('Nova');
    expect(found?.[0]?.detail).toMatch(/, /);
    expect(await adapter.lookup?.(account, 'facebook_pages', '')).toEqual([]);
  });

  it('classifies a revoked token as reconnect and a rate limit with its wait', async () => {
    const { adapter, account } = await page();
    await control(networks.url(), '/faults', { network: 'facebook', kind: 'rate_limit' });
    const limited = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    await control(networks.url(), '/facebook/tokens/invalidate', { token: account.credential.accessToken });
    const revoked = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(revoked.kind).toBe('reconnect');
  });
});
