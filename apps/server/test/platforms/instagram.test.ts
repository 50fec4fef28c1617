import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';

type Media = {
  id: string;
  container_id: string | null;
  media_type: string;
  caption: string | null;
  children: unknown[];
};

const image = (name: string): MediaItem => ({
  url: `https://cdn.game.example/${name}.jpg`,
  kind: 'image',
  mimeType: 'image/jpeg',
});

describe('the Instagram adapter against the emulator', () => {
  const networks = useEmulator(47);
  const media = async (igUserId: string) =>
    ((await control(networks.url(), `/facebook/instagram/${igUserId}/media`)) as { data: Media[] }).data;

  async function professional() {
    const adapter = emulatedAdapter(networks.url(), 'instagram');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('connects the professional accounts linked to the granted Pages', async () => {
    const adapter = emulatedAdapter(networks.url(), 'instagram');
    const account = await authorizedAccount(networks.url(), adapter);
    const profile = await adapter.readProfile(account.socialId, account.credential);
    expect(profile.link).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(profile.name).toContain('@');
  });

  it('publishes an image, then a carousel child by child, with a first comment', async () => {
    const { adapter, account } = await professional();
    const single = await adapter.publish(account, { text: 'Launch day', media: [image('a')] }, memorySteps());
    expect(single.permalink).toMatch(/^https:\/\/www\.instagram\.com\//);
    const steps = memorySteps();
    const carousel = await adapter.publish(
      account,
      { text: 'Concept art', media: [image('b'), image('c'), image('d')] },
      steps,
    );
    expect(steps.saved).toEqual(['child_0', 'child_1', 'child_2', 'container']);
    const listed = await media(account.socialId);
    expect(listed.find((item) => item.id === carousel.postId)).toMatchObject({
      media_type: 'CAROUSEL_ALBUM',
    });
    expect(await adapter.comment(account, carousel.postId, '#art #gamedev')).toBeTruthy();
  });

  it('resumes from the saved container, and finds a post whose publish answer was lost', async () => {
    const { adapter, account } = await professional();
    const steps = memorySteps();
    await control(networks.url(), '/faults', {
      network: 'facebook',
      match: 'ig.media_publish',
      kind: 'server_error',
    });
    const failed = await platformFailure(() =>
      adapter.publish(account, { text: 'Patch notes', media: [image('e')] }, steps),
    );
    expect(failed.kind).toBe('transient');
    expect(steps.saved).toEqual(['container']);
    const done = await adapter.publish(account, { text: 'Patch notes', media: [image('e')] }, steps);
    expect((await media(account.socialId)).find((item) => item.id === done.postId)?.container_id).toBe(
      steps.done.container,
    );
    // The same steps again, as if the answer above had been lost: no second post, the same media.
    const again = await adapter.publish(account, { text: 'Patch notes', media: [image('e')] }, steps);
    expect(again.postId).toBe(done.postId);
  });

  it('waits for a reel to finish processing', async () => {
    const { adapter, account } = await professional();
    const video: MediaItem = {
      url: 'https://cdn.game.example/trailer.mp4',
      kind: 'video',
      mimeType: 'video/mp4',
    };
    const publishing = adapter.publish(
      account,
      {
        text: 'Trailer',
        media: [video],
        options: { content_type: 'reel', first_comment: null, share_to_feed: true },
      },
      memorySteps(),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await control(networks.url(), '/clock', { advance_seconds: 120 });
    const reel = await publishing;
    expect((await media(account.socialId)).find((item) => item.id === reel.postId)?.media_type).toBe('VIDEO');
  });

  it('reads comments, daily account series and media metrics', async () => {
    const { adapter, account } = await professional();
    const post = await adapter.publish(
      account,
      { text: 'Screenshot Saturday', media: [image('s')] },
      memorySteps(),
    );
    await control(networks.url(), `/facebook/instagram/media/${post.postId}/visitor-comments`, {
      text: 'Love it',
    });
    const comments = await adapter.readComments?.(account, post.postId, null);
    expect(comments?.comments.map((comment) => comment.text)).toContain('Love it');
    const until = new Date();
    const series =
      (await adapter.accountMetrics?.(account, new Date(until.getTime() - 5 * 86_400_000), until)) ?? [];
    expect(new Set(series.map((point) => point.metric))).toEqual(new Set(['reach', 'follower_count']));
    expect(Object.keys((await adapter.postMetrics?.(account, post.postId)) ?? {})).toContain('reach');
  });

  it('reads media other accounts tagged the account in', async () => {
    const { adapter, account } = await professional();
    const tagged = await adapter.readMentions?.(account, new Date(Date.now() - 365 * 86_400_000), null);
    expect(tagged?.posts.length).toBeGreaterThan(0);
    expect(tagged?.posts.every((post) => post.permalink?.startsWith('https://www.instagram.com/'))).toBe(
      true,
    );
  });

  it('looks locations up to tag posts with', async () => {
    const { adapter, account } = await professional();
    const places = await adapter.lookup?.(account, 'instagram_locations', 'arena');
    expect(places?.every((place) => place.detail !== null)).toBe(true);
  });

  it('says plainly what Instagram does not allow', async () => {
    const { adapter, account } = await professional();
    expect((await platformFailure(() => adapter.like(account, 'x'))).kind).toBe('unsupported');
    expect((await platformFailure(() => adapter.deletePost(account, 'x'))).kind).toBe('unsupported');
    const textOnly = await platformFailure(() =>
      adapter.publish(account, { text: 'Hi', media: [] }, memorySteps()),
    );
    expect(textOnly.kind).toBe('content');
  });
});
