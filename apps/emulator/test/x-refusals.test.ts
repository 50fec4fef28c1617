import { describe, expect, it } from 'vitest';
import { advance, api, connect, control, emulator, START, tweet } from './x-helpers.js';

const INVALID_REQUEST = 'https://api.twitter.com/2/problems/invalid-request';

describe('x emulator: unknown parameters, the 24-hour post cap and spent credits', () => {
  it('refuses a query parameter the endpoint does not know, naming it', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const me = (await api(app, token, 'GET', '/2/users/me')).json().data;
    const misspelt = await api(app, token, 'GET', `/2/users/${me.id}/tweets`, {
      query: { 'post.fields': 'created_at' },
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toMatchObject({ title: 'Invalid Request', type: INVALID_REQUEST });
    expect(misspelt.json().errors[0].parameters).toEqual({ 'post.fields': ['created_at'] });
    expect(misspelt.json().errors[0].message).toMatch(
      /^The query parameter \[post\.fields\] is not one of \[/,
    );
    const status = await api(app, token, 'GET', '/2/media/upload', { query: { media_key: '3_1' } });
    expect(status.statusCode).toBe(400);
    const create = await api(app, token, 'POST', '/2/tweets', {
      query: { text: 'in the query' },
      body: { text: 'hello' },
    });
    expect(create.statusCode).toBe(400);
  });

  it('pages timelines with pagination_token only; recent search takes next_token too', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const me = (await api(app, token, 'GET', '/2/users/me')).json().data;
    for (const text of ['one', 'two', 'three', 'four', 'five', 'six']) await tweet(app, token, { text });
    const first = await api(app, token, 'GET', `/2/users/${me.id}/tweets`, { query: { max_results: '5' } });
    const next = first.json().meta.next_token;
    expect(next).toBeTypeOf('string');
    for (const path of [`/2/users/${me.id}/tweets`, `/2/users/${me.id}/mentions`]) {
      const refused = await api(app, token, 'GET', path, { query: { next_token: next } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].parameters).toEqual({ next_token: [next] });
    }
    const paged = await api(app, token, 'GET', `/2/users/${me.id}/tweets`, {
      query: { max_results: '5', pagination_token: next },
    });
    expect(paged.statusCode).toBe(200);
    const dms = await api(app, token, 'GET', '/2/dm_events', { query: { next_token: 'x' } });
    expect(dms.statusCode).toBe(400);
    const search = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: { query: '#gamedev', max_results: '10' },
    });
    const searchNext = search.json().meta.next_token;
    expect(searchNext).toBeTypeOf('string');
    const searchPaged = await api(app, token, 'GET', '/2/tweets/search/recent', {
      query: { query: '#gamedev', max_results: '10', next_token: searchNext },
    });
    expect(searchPaged.statusCode).toBe(200);
  });

  it('answers 429 with x-user-limit-24hour-* once the daily post cap is spent, until its reset', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await control(app, 'POST', '/x/limits', { limits: { 'tweets.create.user_24h': 2 } });
    const first = await api(app, token, 'POST', '/2/tweets', { body: { text: 'first of the day' } });
    expect(first.headers['x-user-limit-24hour-limit']).toBe('2');
    expect(first.headers['x-user-limit-24hour-remaining']).toBe('1');
    await tweet(app, token, { text: 'second of the day' });
    const capped = await api(app, token, 'POST', '/2/tweets', { body: { text: 'third of the day' } });
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['x-user-limit-24hour-remaining']).toBe('0');
    expect(capped.headers['x-user-limit-24hour-reset']).toBe(String(START / 1000 + 86_400));
    // The 15-minute window of POST /2/tweets still has room: its headers say so.
    expect(Number(capped.headers['x-rate-limit-remaining'])).toBeGreaterThan(0);
    await advance(app, 900);
    expect(
      (await api(app, token, 'POST', '/2/tweets', { body: { text: 'third of the day' } })).statusCode,
    ).toBe(429);
    await advance(app, 86_400 - 900);
    // Access tokens live two hours: the next day needs a fresh one for the same person.
    const { access_token: tomorrow } = await connect(app);
    await tweet(app, tomorrow, { text: 'third of the day' });
  });

  it('answers 402 credits depleted on every call while the credits are spent', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const usage = await control(app, 'POST', '/x/usage', { credits_depleted: true });
    expect(usage.json().credits_depleted).toBe(true);
    for (const response of [
      await api(app, token, 'GET', '/2/users/me'),
      await api(app, token, 'POST', '/2/tweets', { body: { text: 'no credits' } }),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        title: 'CreditsDepleted',
        type: 'https://api.twitter.com/2/problems/credits-depleted',
        status: 402,
      });
    }
    expect((await control(app, 'POST', '/x/usage', { credits_depleted: 'yes' })).statusCode).toBe(400);
    await control(app, 'POST', '/x/usage', { credits_depleted: false });
    expect((await api(app, token, 'GET', '/2/users/me')).statusCode).toBe(200);
  });
});
