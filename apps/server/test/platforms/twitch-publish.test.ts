import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentVia } from '../accounts/connect-helpers.js';
import { blankPost, startContentWorkers, waitForStatus } from '../content/helpers.js';
import { buildGame, buildUser, type Caller, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { control } from './emulated.js';

type Announcement = { broadcaster_id: string; message: string };
const SETTLED = ['published', 'publish_fail', 'publish_exc'] as const;

describe('a Twitch channel through the console: connecting and publishing announcements', () => {
  const networks = useEmulator(67);
  networks.env.PLATFORM_TIMEOUT_MS = '1000';
  networks.env.PUBLISH_RECONCILE_SECONDS = '0.5';
  const testApp = useTestApp({ env: networks.env });
  const url = () => networks.url();
  let as: Caller;
  let game: number;
  let channel: { id: number; social_id: string };

  const sent = async (text: string) =>
    ((await control(url(), '/twitch/announcements')) as { data: Announcement[] }).data.filter(
      (item) => item.message === text,
    );

  beforeAll(async () => {
    const { app, database } = testApp();
    await startContentWorkers(testApp());
    const user = await buildUser(database.db);
    game = (await buildGame(database.db, [user.id])).game_id;
    as = await signInAs(database.db, user.id);
    await control(url(), '/twitch/limits', { announcement_interval_ms: 0 });

    const started = await call(app, api.account.bind, { social_channel: 'twitch' }, { as, game });
    expect(new URL(started.authorize_url).pathname).toBe('/twitch/id/oauth2/authorize');
    const back = await consentVia(url(), 'twitch', started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    const { candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    const { user: twitchUser } = (await control(url(), '/twitch/state')) as {
      user: { id: string; login: string };
    };
    expect(candidates).toEqual([
      expect.objectContaining({
        social_id: twitchUser.id,
        social_link: `https://www.twitch.tv/${twitchUser.login}`,
      }),
    ]);
    const [account] = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: [twitchUser.id] },
      { as, game },
    );
    if (!account) throw new Error('the channel was not connected');
    expect(account).toMatchObject({ social_channel: 'twitch', status: 'connected', emulated: true });
    channel = account;
  });

  it('a declined consent is reported as declined on Twitch', async () => {
    const { app } = testApp();
    const started = await call(app, api.account.bind, { social_channel: 'twitch' }, { as, game });
    const back = await consentVia(url(), 'twitch', started.authorize_url, 'deny');
    expect(back.error).toBe('access_denied');
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('Twitch');
  });

  it('publishes a post as one announcement in the channel', async () => {
    const { app } = testApp();
    const text = 'Season 3 starts Friday on stream!';
    const submitted = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [channel.id], text }), accept_risk: false },
      { as, game },
    );
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, SETTLED);
    expect(done.post.status).toBe('published');
    expect(done.post.results).toEqual([
      expect.objectContaining({
        account_id: channel.id,
        result: 'succeed',
        post_id: expect.stringMatching(new RegExp(`^${channel.social_id}:[0-9a-f-]{36}$`)),
      }),
    ]);
    expect(done.attempts.map((attempt) => attempt.outcome)).toEqual(['succeeded']);
    expect(await sent(text)).toEqual([expect.objectContaining({ broadcaster_id: channel.social_id })]);
  });

  it('a lost answer ends as an exception to check, and the announcement is never sent twice', async () => {
    const { app } = testApp();
    const text = 'Patch 3.1 is live — did this go out?';
    await control(url(), '/faults', {
      network: 'twitch',
      match: 'publish',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const submitted = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [channel.id], text }), accept_risk: false },
      { as, game },
    );
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, SETTLED);
    expect(done.post.status).toBe('publish_exc');
    expect(done.attempts.map((attempt) => [attempt.action, attempt.outcome])).toEqual([
      ['publish', 'ambiguous'],
      ['reconcile', 'ambiguous'],
    ]);
    expect(done.post.results[0]).toMatchObject({ result: 'exception' });
    expect(await sent(text)).toHaveLength(1);
    // Nothing is queued behind it: a while later there is still exactly one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sent(text)).toHaveLength(1);
  });

  it('refuses a post Twitch cannot take before anything is sent', async () => {
    const { app } = testApp();
    const long = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [channel.id], text: 'x'.repeat(501) }), accept_risk: false },
      { as, game },
    );
    expect(long.code).toBe(errorCatalog.validation_failed.code);
    expect(long.data?.issues).toEqual([{ path: 'text', message: 'Twitch allows at most 500 characters' }]);
    const linkOnly = await fail(
      app,
      api.post.submit,
      {
        post: blankPost({ account_ids: [channel.id], text: '', attached_link: 'https://game.example.com' }),
        accept_risk: true,
      },
      { as, game },
    );
    expect(linkOnly.data?.issues).toContainEqual({ path: 'text', message: 'Required by Twitch' });
  });
});
