import { describe, expect, it } from 'vitest';
import { control, MP4_DATA_URL, memorySteps, PNG_DATA_URL, platformFailure } from './emulated.js';
import { redditEmulator, self } from './reddit-fixture.js';

describe('the Reddit adapter against the emulator: connecting and publishing', () => {
  const { url, post, profile } = redditEmulator(47);

  it('connects the user profile with a permanent grant and refreshes without rotating', async () => {
    const { adapter, account } = await profile();
    expect(
      adapter.authorizeUrl({ state: 's', redirectUri: 'https://h.test/cb', codeChallenge: 'x' }),
    ).toMatch(
      /\/reddit\/www\/api\/v1\/authorize\?client_id=emulator-reddit-client&response_type=code&state=s&.*duration=permanent&scope=identity\+submit/,
    );
    expect(account.socialId).toMatch(/_Team$/);
    expect(account.credential.refreshToken).toBeTruthy();
    expect((account.credential.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3500_000);
    expect(await adapter.readProfile(account.socialId, account.credential)).toMatchObject({
      name: `u/${account.socialId}`,
      link: `https://www.reddit.com/user/${account.socialId}/`,
      avatarUrl: expect.stringContaining('&height=256'),
    });
    const renewed = await adapter.refreshCredential(account.credential);
    expect(renewed?.refreshToken).toBe(account.credential.refreshToken);
    expect(renewed?.accessToken).not.toBe(account.credential.accessToken);
    const page = await adapter.listPosts(account.socialId, renewed ?? account.credential, new Date(0), null);
    expect(page.posts.length).toBeGreaterThan(3);
  });

  it('looks up subreddits and their flairs; a private community is a content error', async () => {
    const { adapter, account } = await profile();
    const subs = await adapter.lookup?.(account, 'subreddits', 'gaming');
    expect(subs?.map((item) => item.id)).toEqual(
      expect.arrayContaining(['gaming', 'pcgaming', 'truegaming']),
    );
    const flairs = await adapter.lookup?.(account, 'subreddit_flairs', 'r/pcgaming');
    expect(flairs).toContainEqual(
      expect.objectContaining({
        name: 'Discussion',
        extra: expect.objectContaining({ text_editable: true }),
      }),
    );
    const closed = await platformFailure(
      () => adapter.lookup?.(account, 'subreddit_flairs', 'PlaytestersHQ') ?? Promise.resolve(),
    );
    expect(closed).toMatchObject({ kind: 'content', message: 'r/PlaytestersHQ is private' });
    const missing = await platformFailure(
      () => adapter.lookup?.(account, 'subreddit_flairs', 'no_such_place') ?? Promise.resolve(),
    );
    expect(missing).toMatchObject({ kind: 'content', message: 'r/no_such_place does not exist' });
  });

  it('publishes self, link and image posts, with the flair chosen', async () => {
    const { adapter, account } = await profile();
    const [discussion] =
      (await adapter.lookup?.(account, 'subreddit_flairs', 'pcgaming'))?.filter(
        (f) => f.name === 'Discussion',
      ) ?? [];
    const text = await adapter.publish(
      account,
      self('pcgaming', 'Patch 2.1 notes\nFaster loading and a new map.', { flair_id: discussion?.id ?? '' }),
      memorySteps(),
    );
    expect(text.permalink).toMatch(
      new RegExp(`^https://www\\.reddit\\.com/r/pcgaming/comments/${text.postId}/patch_2_1_notes/$`),
    );
    expect(await post(text.postId)).toMatchObject({
      kind: 'self',
      title: 'Patch 2.1 notes',
      selftext: 'Faster loading and a new map.',
      flair: { text: 'Discussion' },
    });

    const link = await adapter.publish(
      account,
      { ...self('gaming', 'Our launch trailer'), link: 'https://studio.example.com/trailer' },
      memorySteps(),
    );
    expect(await post(link.postId)).toMatchObject({ kind: 'link' });

    const steps = memorySteps();
    const image = await adapter.publish(
      account,
      {
        ...self('IndieGaming', 'Concept art of the new hero'),
        media: [{ url: PNG_DATA_URL, kind: 'image', mimeType: 'image/png' }],
      },
      steps,
    );
    expect(steps.saved).toEqual(['asset_0_url', 'asset_0', 'submitted']);
    expect(await post(image.postId)).toMatchObject({ kind: 'image', title: 'Concept art of the new hero' });
  });

  it('refuses what Reddit refuses: flair required, NO_SELFS, no subreddit, videos', async () => {
    const { adapter, account } = await profile();
    const flair = await platformFailure(() =>
      adapter.publish(account, self('pcgaming', 'No flair here'), memorySteps()),
    );
    expect(flair).toMatchObject({
      kind: 'content',
      networkCode: 'SUBMIT_VALIDATION_FLAIR_REQUIRED',
      message: 'Your post must contain post flair.',
    });
    const selfs = await platformFailure(() =>
      adapter.publish(account, self('gaming', 'Text in a link-only sub'), memorySteps()),
    );
    expect(selfs).toMatchObject({ kind: 'content', networkCode: 'NO_SELFS' });
    const nowhere = await platformFailure(() =>
      adapter.publish(account, { text: 'Where?', media: [] }, memorySteps()),
    );
    expect(nowhere.kind).toBe('content');
    const video = await platformFailure(() =>
      adapter.publish(
        account,
        {
          ...self('IndieGaming', 'Trailer'),
          media: [{ url: MP4_DATA_URL, kind: 'video', mimeType: 'video/mp4' }],
        },
        memorySteps(),
      ),
    );
    expect(video.kind).toBe('unsupported');
  });

  it('turns RATELIMIT into rate_limited with the wait Reddit names', async () => {
    const { adapter, account } = await profile();
    await control(url(), '/reddit/limits', { submit_burst: 1, reset_windows: true });
    await adapter.publish(account, self('IndieGaming', 'First of a burst'), memorySteps());
    const limited = await platformFailure(() =>
      adapter.publish(account, self('IndieGaming', 'Second of a burst'), memorySteps()),
    );
    expect(limited).toMatchObject({ kind: 'rate_limited', networkCode: 'RATELIMIT', retryAfterSeconds: 600 });
  });
});
