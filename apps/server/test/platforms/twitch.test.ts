import { networkProfiles } from '@herald/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createPlatforms } from '../../src/platforms/registry.js';
import type { AccountRef, PlatformAdapter, PublishRequest } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import {
  authorizedAccount,
  control,
  emulatedAdapter,
  memorySteps,
  PNG_DATA_URL,
  platformFailure,
  REDIRECT,
} from './emulated.js';

type Announcement = {
  broadcaster_id: string;
  moderator_id: string;
  client_id: string;
  message: string;
  color: string;
};
type World = {
  user: { id: string; login: string; display_name: string };
  users: { id: string; followers: number }[];
};

const SCOPES = 'user:read:chat user:write:chat moderator:manage:announcements moderator:read:followers';

describe('the Twitch adapter against the emulator', () => {
  const networks = useEmulator(61);
  const url = () => networks.url();
  const announcements = async () =>
    ((await control(url(), '/twitch/announcements')) as { data: Announcement[] }).data;
  const world = () => control(url(), '/twitch/state') as Promise<World>;

  beforeEach(async () => {
    await control(url(), '/reset', { network: 'twitch' });
    // Tests publish several announcements within seconds; the 2-second rule has its own test.
    await control(url(), '/twitch/limits', { announcement_interval_ms: 0 });
  });

  /** The consent answered by the emulated person: allow (with the scopes asked, or fewer) or deny. */
  async function consent(adapter: PlatformAdapter, answer: Record<string, string> = {}) {
    const asked = Object.fromEntries(
      new URL(adapter.authorizeUrl({ state: 'state-7', redirectUri: REDIRECT, codeChallenge: 'unused' }))
        .searchParams,
    );
    const back = (await control(url(), '/twitch/authorize', { ...asked, ...answer })) as {
      redirect_url: string;
    };
    return Object.fromEntries(new URL(back.redirect_url).searchParams);
  }

  async function channel(): Promise<{ adapter: PlatformAdapter; account: AccountRef }> {
    const adapter = emulatedAdapter(url(), 'twitch');
    return { adapter, account: await authorizedAccount(url(), adapter) };
  }

  it('is registered last, as the optional channel, with its capabilities', () => {
    const platforms = createPlatforms(
      loadConfig({ HERALD_ENV: 'test', EMULATOR: 'external', EMULATOR_URL: url() }),
    );
    const profiles = platforms.profiles();
    expect(profiles.at(-1)).toMatchObject({ network: 'twitch', configured: true, emulated: true });
    expect(platforms.require('twitch').profile).toBe(networkProfiles.twitch);
    const real = createPlatforms(
      loadConfig({
        HERALD_ENV: 'test',
        EMULATOR: 'off',
        TWITCH_CLIENT_ID: 'abc',
        TWITCH_CLIENT_SECRET: 'def',
      }),
    ).require('twitch');
    const authorize = new URL(real.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: 'x' }));
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://id.twitch.tv/oauth2/authorize');
    expect(real.emulated).toBe(false);
  });

  it('connects the user’s own channel through the consent page, or reports the refusal', async () => {
    const adapter = emulatedAdapter(url(), 'twitch');
    const asked = new URL(
      adapter.authorizeUrl({ state: 'state-7', redirectUri: REDIRECT, codeChallenge: 'x' }),
    );
    expect(asked.pathname).toBe('/twitch/id/oauth2/authorize');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'emulatortwitchclientid0herald1',
      redirect_uri: REDIRECT,
      scope: SCOPES,
      state: 'state-7',
      force_verify: 'true',
    });

    const denied = await consent(adapter, { decision: 'deny' });
    expect(denied).toMatchObject({ error: 'access_denied', state: 'state-7' });
    expect(denied.code).toBeUndefined();

    const allowed = await consent(adapter);
    expect(allowed.state).toBe('state-7');
    const [connectable, ...more] = await adapter.completeAuthorization({
      code: allowed.code ?? '',
      redirectUri: REDIRECT,
      codeVerifier: 'unused',
    });
    const { user } = await world();
    expect(more).toEqual([]);
    expect(connectable).toMatchObject({
      socialId: user.id,
      link: `https://www.twitch.tv/${user.login}`,
      avatarUrl: expect.stringContaining(user.login),
    });
    expect(connectable?.name).toContain(user.display_name);
    const credential = connectable?.credential;
    expect(credential?.refreshToken).toBeTruthy();
    expect(credential?.scopes).toEqual(SCOPES.split(' '));
    expect(credential?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3.8 * 3600_000);
    expect(credential?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 4 * 3600_000);

    const reused = await platformFailure(() =>
      adapter.completeAuthorization({
        code: allowed.code ?? '',
        redirectUri: REDIRECT,
        codeVerifier: 'unused',
      }),
    );
    expect(reused).toMatchObject({ kind: 'reconnect', status: 400, message: 'Invalid authorization code' });
  });

  it('renews the token and stores the rotated refresh token; the old one then asks for reconnection', async () => {
    const { adapter, account } = await channel();
    const renewed = await adapter.refreshCredential(account.credential);
    if (!renewed) throw new Error('not renewed');
    expect(renewed.accessToken).not.toBe(account.credential.accessToken);
    expect(renewed.refreshToken).toBeTruthy();
    expect(renewed.refreshToken).not.toBe(account.credential.refreshToken);
    expect((await adapter.readProfile(account.socialId, renewed)).link).toContain('twitch.tv/');
    const stale = await platformFailure(() => adapter.refreshCredential(account.credential));
    expect(stale).toMatchObject({ kind: 'reconnect', status: 400, message: 'Invalid refresh token' });
    expect(await adapter.refreshCredential(renewed)).not.toBeNull();
  });

  it('validates the credential when reading the profile: a revoked grant asks for reconnection', async () => {
    const { adapter, account } = await channel();
    const { user } = await world();
    expect(await adapter.readProfile(account.socialId, account.credential)).toMatchObject({
      link: `https://www.twitch.tv/${user.login}`,
    });
    await control(url(), '/twitch/tokens/invalidate', {});
    const revoked = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(revoked).toMatchObject({ kind: 'reconnect', status: 401, message: 'invalid access token' });
    const refresh = await platformFailure(() => adapter.refreshCredential(account.credential));
    expect(refresh).toMatchObject({ kind: 'reconnect', message: 'Invalid refresh token' });
  });

  it('publishes one announcement in the channel, with an identity that stays the same when resumed', async () => {
    const { adapter, account } = await channel();
    const steps = memorySteps();
    const request: PublishRequest = {
      text: '  Season 3 starts Friday — patch notes on our site!  ',
      link: 'https://game.example.com/notes',
      media: [],
    };
    const result = await adapter.publish(account, request, steps);
    expect(steps.saved).toEqual(['announcement']);
    expect(result).toEqual({ postId: `${account.socialId}:${steps.done.announcement}`, permalink: null });
    expect(await announcements()).toEqual([
      expect.objectContaining({
        broadcaster_id: account.socialId,
        moderator_id: account.socialId,
        client_id: 'emulatortwitchclientid0herald1',
        message: 'Season 3 starts Friday — patch notes on our site!',
        color: 'primary',
      }),
    ]);
    const resumed = await adapter.publish(account, request, steps);
    expect(resumed.postId).toBe(result.postId);
    expect(steps.saved).toEqual(['announcement']);
  });

  it('cannot look an announcement up: an unknown outcome is reported, never answered with a re-send', async () => {
    const { adapter, account } = await channel();
    await control(url(), '/faults', { network: 'twitch', match: 'publish', kind: 'server_error' });
    const failed = await platformFailure(() =>
      adapter.publish(account, { text: 'Maybe out', media: [] }, memorySteps()),
    );
    expect(failed).toMatchObject({ kind: 'transient', status: 500 });
    const lookUp = await platformFailure(() =>
      adapter.findPublished(account, { text: 'Maybe out', media: [] }, new Date(Date.now() - 60_000)),
    );
    expect(lookUp.kind).toBe('unsupported');
    expect(await announcements()).toEqual([]);
  });

  it('refuses more than 500 characters as content before any call, and takes exactly 500', async () => {
    const { adapter, account } = await channel();
    const long = await platformFailure(() =>
      adapter.publish(account, { text: '🎮'.repeat(501), media: [] }, memorySteps()),
    );
    expect(long).toMatchObject({
      kind: 'content',
      message: 'a Twitch announcement holds at most 500 characters',
    });
    const empty = await platformFailure(() =>
      adapter.publish(account, { text: ' ', media: [] }, memorySteps()),
    );
    expect(empty.kind).toBe('content');
    expect(await announcements()).toEqual([]);
    await adapter.publish(account, { text: '🎮'.repeat(500), media: [] }, memorySteps());
    expect((await announcements()).map((item) => [...item.message].length)).toEqual([500]);
  });

  it('refuses what Twitch’s API does not allow, with a clear reason, before any call', async () => {
    const { adapter, account } = await channel();
    // Any call that reached the network would now fail as transient instead.
    await control(url(), '/faults', { network: 'twitch', kind: 'server_error', times: 20 });
    const image: PublishRequest = {
      text: 'New skin',
      media: [{ url: PNG_DATA_URL, kind: 'image', mimeType: 'image/png' }],
    };
    const refusals = [
      await platformFailure(() => adapter.publish(account, image, memorySteps())),
      await platformFailure(() =>
        adapter.publish(
          account,
          { text: 'Vote', media: [], poll: { options: ['a', 'b'], durationMinutes: 60 } },
          memorySteps(),
        ),
      ),
      await platformFailure(() =>
        adapter.publish(
          account,
          { text: 'Later', media: [], scheduledAt: new Date(Date.now() + 86_400_000) },
          memorySteps(),
        ),
      ),
      await platformFailure(() => adapter.comment(account, 'x', 'Nice')),
      await platformFailure(() => adapter.like(account, 'x')),
      await platformFailure(() => adapter.deletePost(account, `${account.socialId}:x`)),
    ];
    expect(refusals.map((error) => error.kind)).toEqual(Array(6).fill('unsupported'));
    expect(refusals[0]?.message).toBe(
      'Twitch announcements carry text only: images and videos cannot be posted',
    );
    expect(refusals[3]?.message).toBe('Twitch has no comments');
    const { faults } = (await control(url(), '/faults')) as { faults: { network: string; hits: number }[] };
    expect(faults.find((fault) => fault.network === 'twitch')?.hits).toBe(0);
    expect(adapter.readComments).toBeUndefined();
    expect(adapter.sendMessage).toBeUndefined();
    expect(adapter.search).toBeUndefined();
  });

  it('maps a 429 to rate_limited with the wait until the token bucket is full again', async () => {
    const { adapter, account } = await channel();
    await control(url(), '/twitch/limits', { points_per_minute: 1 });
    await adapter.publish(account, { text: 'First', media: [] }, memorySteps());
    const limited = await platformFailure(() =>
      adapter.publish(account, { text: 'Second', media: [] }, memorySteps()),
    );
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429 });
    // An empty one-point bucket is full again a minute later (the emulator's clock may run a little ahead).
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(55);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(65);
    expect((await announcements()).map((item) => item.message)).toEqual(['First']);
  });

  it('maps the 2-second announcement limit to rate_limited too', async () => {
    const { adapter, account } = await channel();
    await control(url(), '/twitch/limits', { announcement_interval_ms: 60_000 });
    await adapter.publish(account, { text: 'One', media: [] }, memorySteps());
    const limited = await platformFailure(() =>
      adapter.publish(account, { text: 'Two', media: [] }, memorySteps()),
    );
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('maps 5xx to transient and a lost answer to transient, the announcement made once', async () => {
    const { account } = await channel();
    const adapter = emulatedAdapter(url(), 'twitch', 1000);
    await control(url(), '/faults', { network: 'twitch', match: 'users.get', kind: 'server_error' });
    const down = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(down).toMatchObject({ kind: 'transient', status: 500 });
    await control(url(), '/faults', {
      network: 'twitch',
      match: 'publish',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const lost = await platformFailure(() =>
      adapter.publish(account, { text: 'Lost answer', media: [] }, memorySteps()),
    );
    expect(lost.kind).toBe('transient');
    expect(lost.status).toBeUndefined();
    expect((await announcements()).map((item) => item.message)).toEqual(['Lost answer']);
  });

  it('asks for reconnection when the grant lacks the announcement scope', async () => {
    const adapter = emulatedAdapter(url(), 'twitch');
    const back = await consent(adapter, { scope: 'user:read:chat user:write:chat moderator:read:followers' });
    const [connectable] = await adapter.completeAuthorization({
      code: back.code ?? '',
      redirectUri: REDIRECT,
      codeVerifier: 'unused',
    });
    if (!connectable) throw new Error('nothing to connect');
    const account = { socialId: connectable.socialId, credential: connectable.credential };
    const publish = await platformFailure(() =>
      adapter.publish(account, { text: 'Hi', media: [] }, memorySteps()),
    );
    expect(publish).toMatchObject({
      kind: 'reconnect',
      status: 401,
      message: 'Missing scope: moderator:manage:announcements',
    });
    const profile = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(profile).toMatchObject({
      kind: 'reconnect',
      message: expect.stringContaining('moderator:manage:announcements'),
    });
    expect(await announcements()).toEqual([]);
  });

  it('reads the follower total and the live viewers as the day’s account metrics', async () => {
    const { adapter, account } = await channel();
    const { users } = await world();
    const followers = users.find((user) => user.id === account.socialId)?.followers;
    await control(url(), '/twitch/stream', { live: true, viewer_count: 1234 });
    const today = new Date().toISOString().slice(0, 10);
    expect(await adapter.accountMetrics?.(account, new Date(), new Date())).toEqual([
      { metric: 'followers_total', day: today, value: followers },
      { metric: 'viewer_count', day: today, value: 1234 },
    ]);
    await control(url(), '/twitch/stream', { live: false });
    const offline = await adapter.accountMetrics?.(account, new Date(), new Date());
    expect(offline?.find((point) => point.metric === 'viewer_count')?.value).toBe(0);
    expect(await adapter.listPosts(account.socialId, account.credential, new Date(0), null)).toEqual({
      posts: [],
      next: null,
    });
  });
});
