import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { postForm } from './emulator-helpers.js';
import { API, APP, advance, api, connect, control, emulator, REDIRECT, START, tweet } from './x-helpers.js';

async function snapshot(seed: number) {
  const app = await emulator(seed);
  const tokens = await connect(app);
  const token = tokens.access_token;
  const me = (
    await api(app, token, 'GET', '/2/users/me', { query: { 'user.fields': 'public_metrics,created_at' } })
  ).json();
  const id = await tweet(app, token, { text: 'Hello from the emulator' });
  await advance(app, 1800);
  const timeline = await api(app, token, 'GET', `/2/users/${me.data.id}/tweets`, {
    query: { 'tweet.fields': 'public_metrics,created_at', max_results: '100' },
  });
  const search = await api(app, token, 'GET', '/2/tweets/search/recent', {
    query: { query: 'patch notes', max_results: '100' },
  });
  const dms = await api(app, token, 'GET', '/2/dm_events', {
    query: { 'dm_event.fields': 'created_at,sender_id' },
  });
  return { tokens, me, id, timeline: timeline.json(), search: search.json(), dms: dms.json() };
}

describe('x emulator: determinism and control API', () => {
  it('produces identical ids, tokens and data for the same seed, different ones for another seed', async () => {
    const a = await snapshot(7);
    const b = await snapshot(7);
    const c = await snapshot(8);
    expect(b).toEqual(a);
    expect(a.search.meta.result_count).toBeGreaterThan(0);
    expect(c.me.data.id).not.toBe(a.me.data.id);
    expect(c.tokens.access_token).not.toBe(a.tokens.access_token);
    expect(c.search).not.toEqual(a.search);
  });

  it('keeps account ids stable for a seed whatever the start time (a connected account survives restarts)', async () => {
    const state = async (startTime: number) => {
      const app = createEmulator({ seed: 7, startTime });
      return (await app.inject('/_emulator/x/state')).json();
    };
    const [a, b] = [await state(START), await state(START + 40 * 86_400_000)];
    expect(b.user.id).toBe(a.user.id);
    expect(b.visitors).toEqual(a.visitors);
  });

  it('reports state and counts; resets to the seed', async () => {
    const app = await emulator(3);
    const { access_token: token } = await connect(app);
    const before = (await control(app, 'GET', '/x/state')).json();
    expect(before.apps).toEqual([{ client_id: 'emulator-x-client-id', name: 'Herald', confidential: true }]);
    expect(before.visitors).toHaveLength(48);
    expect(before.counts).toMatchObject({ tokens: 2, codes: 1 });
    await tweet(app, token, { text: 'to be reset' });
    const after = (await control(app, 'GET', '/x/state')).json();
    expect(after.counts.account_tweets).toBe(before.counts.account_tweets + 1);
    expect((await control(app, 'POST', '/reset', { network: 'x' })).statusCode).toBe(200);
    const reset = (await control(app, 'GET', '/x/state')).json();
    expect(reset.counts).toMatchObject({ tokens: 0, account_tweets: before.counts.account_tweets });
    expect(reset.user).toEqual(before.user);
    expect((await api(app, token, 'GET', '/2/users/me')).statusCode).toBe(401);
  });

  it('lists tokens, exposes posts with their replies and metrics, and registers apps', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const listed = (await control(app, 'GET', '/x/tokens')).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({ token, kind: 'access', expires_in: 7200, revoked: false }),
    );
    const id = await tweet(app, token, { text: 'Control me' });
    const reply = await control(app, 'POST', `/x/tweets/${id}/replies`, {});
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ in_reply_to_tweet_id: id, origin: 'visitor' });
    const post = (await control(app, 'GET', `/x/tweets/${id}`)).json();
    expect(post.replies).toHaveLength(1);
    expect(post.metrics.replies).toBe(1);
    const inbound = await control(app, 'POST', '/x/dms', { text: 'Ping' });
    expect(inbound.statusCode).toBe(201);
    const events = (await api(app, token, 'GET', '/2/dm_events')).json().data;
    expect(events[0]).toMatchObject({ id: inbound.json().id, text: 'Ping' });
    const registered = await control(app, 'POST', '/x/apps', { client_id: 'public-client', name: 'CLI' });
    expect(registered.statusCode).toBe(201);
    const auth = await control(app, 'POST', '/x/authorize', {
      client_id: 'public-client',
      redirect_uri: REDIRECT,
      scope: 'tweet.read users.read',
      state: 's',
      code_challenge: 'plain-challenge',
      code_challenge_method: 'plain',
    });
    const exchange = await postForm(app, `${API}/2/oauth2/token`, {
      grant_type: 'authorization_code',
      client_id: 'public-client',
      code: auth.json().code,
      redirect_uri: REDIRECT,
      code_verifier: 'plain-challenge',
    });
    expect(exchange.statusCode).toBe(200);
    const wrongSecret = await app.inject({
      method: 'POST',
      url: `${API}/2/oauth2/token`,
      payload: 'grant_type=refresh_token&refresh_token=x',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${APP.clientId}:wrong`).toString('base64')}`,
      },
    });
    expect(wrongSecret.statusCode).toBe(401);
    const badAuthorize = await control(app, 'POST', '/x/authorize', {
      redirect_uri: 'not a url',
      scope: 'tweet.read',
      state: 's',
    });
    expect(badAuthorize.statusCode).toBe(400);
  });
});
