import { describe, expect, it } from 'vitest';
import { NO_SIGN_IN, tokensOf } from '../../src/platforms/vk/tokens.js';
import { useEmulator } from '../harness.js';
import {
  control,
  emulatedAdapter,
  MP4_DATA_URL,
  memorySteps,
  PNG_DATA_URL,
  platformFailure,
  REDIRECT,
} from './emulated.js';
import { administeredGroups, vkAccount, vkPost } from './vk-helpers.js';

const png = { url: PNG_DATA_URL, kind: 'image' as const, mimeType: 'image/png' };

describe('the VK adapter against the emulator: connecting and publishing', () => {
  const networks = useEmulator(47);

  it('connects each asked community after the administrator’s sign-in: its own community token and the user token', async () => {
    const adapter = emulatedAdapter(networks.url(), 'vk');
    const groups = (await administeredGroups(networks.url())).slice(0, 2);
    const groupIds = groups.map((group) => String(group.id));
    const request = { state: 's-1', redirectUri: REDIRECT, codeChallenge: 'c', groupIds };
    const allow = async (authorizeUrl: string) => {
      const asked = Object.fromEntries(new URL(authorizeUrl).searchParams);
      const { redirect_url } = (await control(networks.url(), '/vk/authorize', asked)) as {
        redirect_url: string;
      };
      return new URL(redirect_url).searchParams.get('code') ?? '';
    };
    const signIn = new URL(adapter.authorizeUrl(request));
    expect(signIn.pathname).toBe('/vk/oauth/authorize');
    expect(Object.fromEntries(signIn.searchParams)).toMatchObject({
      scope: '1515540',
      v: '5.131',
      response_type: 'code',
      state: 's-1',
    });
    expect(signIn.searchParams.has('group_ids')).toBe(false);
    const exchange = { code: await allow(signIn.toString()), redirectUri: REDIRECT, codeVerifier: '' };
    const next = await adapter.completeFirstConsent?.(exchange, request);
    if (!next) throw new Error('VK asks two consents');
    const communities = new URL(next.authorizeUrl);
    expect(Object.fromEntries(communities.searchParams)).toMatchObject({
      scope: '397316',
      state: 's-1',
      redirect_uri: REDIRECT,
      group_ids: groupIds.join(','),
    });
    const code = await allow(next.authorizeUrl);
    const connectables = await adapter.completeAuthorization({ ...exchange, code, carried: next.carry });
    expect(connectables.map((item) => item.socialId)).toEqual(groupIds);
    expect(connectables[0]).toMatchObject({
      name: groups[0]?.name,
      link: expect.stringMatching(/^https:\/\/vk\.com\//),
    });
    expect(connectables[0]?.credential).toMatchObject({ refreshToken: null, expiresAt: null });
    expect(connectables[0]?.credential.scopes).toEqual(expect.arrayContaining(['messages', 'wall', 'stats']));
    const [one, two] = connectables.map((item) => tokensOf(item.credential));
    expect(one?.community.value).not.toBe(two?.community.value);
    expect(one?.user.value).toBe(two?.user.value);
    expect(one?.user.value).toBe(JSON.parse(next.carry).user);
    const [first] = connectables;
    if (!first) throw new Error('nothing to connect');
    expect((await adapter.readProfile(first.socialId, first.credential)).name).toBe(groups[0]?.name);
    expect(await adapter.refreshCredential(first.credential)).toBeNull();
    const noGroups = await platformFailure(async () =>
      adapter.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: 'c' }),
    );
    expect(noGroups.kind).toBe('content');
  });

  it('refuses a community consent without the sign-in before it, and a sign-in answered by a community consent', async () => {
    const adapter = emulatedAdapter(networks.url(), 'vk');
    const [group] = await administeredGroups(networks.url());
    const request = {
      state: 's-2',
      redirectUri: REDIRECT,
      codeChallenge: 'c',
      groupIds: [String(group?.id)],
    };
    const communityCode = async () => {
      const next = new URL(adapter.authorizeUrl(request));
      next.searchParams.set('group_ids', String(group?.id));
      const asked = Object.fromEntries(next.searchParams);
      const { redirect_url } = (await control(networks.url(), '/vk/authorize', asked)) as {
        redirect_url: string;
      };
      return {
        code: new URL(redirect_url).searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: '',
      };
    };
    const alone = await platformFailure(async () => adapter.completeAuthorization(await communityCode()));
    expect(alone).toMatchObject({ kind: 'reconnect', message: NO_SIGN_IN });
    const notSignIn = await platformFailure(async () =>
      adapter.completeFirstConsent?.(await communityCode(), request),
    );
    expect(notSignIn.kind).toBe('reconnect');
    expect(notSignIn.message).toContain('VK sent no user token');
  });

  it('publishes text and a link as the community, with the wall permalink', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const text = await adapter.publish(account, { text: 'Patch 3.0 is live', media: [] }, memorySteps());
    expect(text.postId).toMatch(new RegExp(`^-${group.id}_\\d+$`));
    expect(text.permalink).toBe(`https://vk.com/wall${text.postId}`);
    expect((await vkPost(networks.url(), text.postId)).text).toBe('Patch 3.0 is live');
    const link = await adapter.publish(
      account,
      { text: 'Read the notes', link: 'https://herald.test/notes', media: [] },
      memorySteps(),
    );
    expect((await vkPost(networks.url(), link.postId)).attachments).toEqual(['https://herald.test/notes']);
  });

  it('uploads pictures once each and reuses them when a failed publish is resumed', async () => {
    const { adapter, account } = await vkAccount(networks.url());
    const steps = memorySteps();
    const request = { text: 'Two new skins', media: [png, png] };
    await control(networks.url(), '/faults', { network: 'vk', match: 'wall.post', kind: 'server_error' });
    expect((await platformFailure(() => adapter.publish(account, request, steps))).kind).toBe('transient');
    expect(steps.saved).toEqual(['photo_0', 'photo_1']);
    const photos = () => control(networks.url(), '/vk/state') as Promise<{ counts: { photos: number } }>;
    const before = (await photos()).counts.photos;
    const done = await adapter.publish(account, request, steps);
    expect((await photos()).counts.photos).toBe(before);
    expect(steps.saved).toEqual(['photo_0', 'photo_1']);
    const post = await vkPost(networks.url(), done.postId);
    expect(post.attachments).toEqual([`photo${steps.done.photo_0}`, `photo${steps.done.photo_1}`]);
  });

  it('publishes a video, a poll and a scheduled post', async () => {
    const { adapter, account } = await vkAccount(networks.url());
    const videoSteps = memorySteps();
    const video = await adapter.publish(
      account,
      { text: 'Launch trailer', media: [{ url: MP4_DATA_URL, kind: 'video', mimeType: 'video/mp4' }] },
      videoSteps,
    );
    expect(videoSteps.saved).toEqual(['video']);
    expect((await vkPost(networks.url(), video.postId)).attachments).toEqual([
      `video${videoSteps.done.video}`,
    ]);
    const pollSteps = memorySteps();
    const poll = await adapter.publish(
      account,
      {
        text: 'Which map next?',
        media: [],
        poll: { options: ['Dunes', 'Harbor'], durationMinutes: 1440 },
      },
      pollSteps,
    );
    expect((await vkPost(networks.url(), poll.postId)).attachments).toEqual([`poll${pollSteps.done.poll}`]);
    const tooMany = {
      options: Array.from({ length: 11 }, (_, index) => `Map ${index}`),
      durationMinutes: 60,
    };
    const refused = await platformFailure(() =>
      adapter.publish(account, { text: 'Vote', media: [], poll: tooMany }, memorySteps()),
    );
    expect(refused.kind).toBe('content');
    const at = new Date(Date.now() + 2 * 3_600_000);
    const later = await adapter.publish(
      account,
      { text: 'Stream in two hours', media: [], scheduledAt: at },
      memorySteps(),
    );
    expect((await vkPost(networks.url(), later.postId)).postponed).toBe(true);
    const listed = await adapter.listPosts(
      account.socialId,
      account.credential,
      new Date(Date.now() - 60_000),
      null,
    );
    expect(listed.posts.map((post) => post.id)).not.toContain(later.postId);
    expect(listed.posts.map((post) => post.id)).toContain(poll.postId);
  });

  it('finds a post (or a scheduled one) whose answer was lost, instead of posting it twice', async () => {
    const { adapter, account } = await vkAccount(networks.url(), 1_000);
    const since = new Date(Date.now() - 1_000);
    const now = { text: 'Server maintenance tonight 02:00 UTC', media: [] };
    const later = {
      text: 'Tournament sign-ups open',
      media: [],
      scheduledAt: new Date(Date.now() + 86_400_000),
    };
    for (const request of [now, later]) {
      const fault = { network: 'vk', match: 'publish', kind: 'timeout_after_create', delay_ms: 5_000 };
      await control(networks.url(), '/faults', fault);
      const lost = await platformFailure(() => adapter.publish(account, request, memorySteps()));
      expect(lost.kind).toBe('transient');
      const found = await adapter.findPublished(account, request, since);
      expect(found?.text).toBe(request.text);
      const post = await vkPost(networks.url(), found?.id ?? '');
      expect(post).toMatchObject({ deleted: false, postponed: request === later });
    }
  });

  it('asks once to connect again a community kept without its administrator’s user token', async () => {
    const { adapter, account } = await vkAccount(networks.url());
    const { community } = tokensOf(account.credential);
    const legacy = { ...account, credential: { ...account.credential, accessToken: community.value } };
    const calls = [
      () => adapter.publish(legacy, { text: 'Hello', media: [png] }, memorySteps()),
      () => adapter.listPosts(legacy.socialId, legacy.credential, new Date(0), null),
      async () => adapter.accountMetrics?.(legacy, new Date(0), new Date()),
      () => adapter.readProfile(legacy.socialId, legacy.credential),
    ];
    for (const run of calls) {
      const failed = await platformFailure(run);
      expect(failed).toMatchObject({ kind: 'reconnect', networkCode: undefined });
      expect(failed.message).toContain('connect it again once');
    }
  });
});
