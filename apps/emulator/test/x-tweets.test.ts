import { describe, expect, it } from 'vitest';
import { advance, api, connect, control, emulator, tweet, uploadImage } from './x-helpers.js';

async function setup(seed = 42) {
  const app = await emulator(seed);
  const { access_token: token } = await connect(app);
  const me = (await api(app, token, 'GET', '/2/users/me')).json().data as { id: string; username: string };
  return { app, token, me };
}

const invalid = (response: {
  statusCode: number;
  json(): { title?: string; errors?: Array<{ message: string }> };
}) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().title).toBe('Invalid Request');
  return response.json().errors?.[0]?.message ?? '';
};

describe('x emulator: users and posts', () => {
  it('answers /2/users/me and /2/users/:id with the requested user.fields', async () => {
    const { app, token, me } = await setup();
    const full = await api(app, token, 'GET', '/2/users/me', {
      query: {
        'user.fields': 'id,name,username,profile_image_url,public_metrics,verified,description,created_at',
      },
    });
    const data = full.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'created_at',
      'description',
      'id',
      'name',
      'profile_image_url',
      'public_metrics',
      'username',
      'verified',
    ]);
    expect(data.public_metrics).toMatchObject({
      followers_count: expect.any(Number),
      tweet_count: expect.any(Number),
    });
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    const visitor = (await control(app, 'GET', '/x/state')).json().visitors[0];
    const other = await api(app, token, 'GET', `/2/users/${visitor.id}`);
    expect(other.json().data).toEqual({ id: visitor.id, name: visitor.name, username: visitor.username });
    const missing = await api(app, token, 'GET', '/2/users/12345');
    expect(missing.statusCode).toBe(200);
    expect(missing.json().errors[0]).toMatchObject({ title: 'Not Found Error', resource_type: 'user' });
    const badField = await api(app, token, 'GET', '/2/users/me', { query: { 'user.fields': 'shoe_size' } });
    expect(invalid(badField)).toContain('The `user.fields` query parameter value [shoe_size] is not one of');
    expect(me.username).toMatch(/^\w{1,15}$/);
  });

  it('creates a post (201, with edit history) and counts links as 23 characters', async () => {
    const { app, token } = await setup();
    const created = await api(app, token, 'POST', '/2/tweets', { body: { text: 'Patch 1.2 is live!' } });
    expect(created.statusCode).toBe(201);
    const { id, text, edit_history_tweet_ids } = created.json().data;
    expect(id).toMatch(/^\d{19}$/);
    expect(text).toBe('Patch 1.2 is live!');
    expect(edit_history_tweet_ids).toEqual([id]);
    const link = `https://example.com/${'a'.repeat(300)}`;
    const withLink = await api(app, token, 'POST', '/2/tweets', {
      body: { text: `${'b'.repeat(250)} ${link}` },
    });
    expect(withLink.statusCode).toBe(201);
    expect(withLink.json().data.text).toMatch(/ https:\/\/t\.co\/\w{10}$/);
  });

  it('rejects invalid posts like X does', async () => {
    const { app, token } = await setup();
    expect(
      invalid(await api(app, token, 'POST', '/2/tweets', { body: { text: 'x'.repeat(281) } })),
    ).toContain('Your Tweet text is too long');
    expect(
      (await api(app, token, 'POST', '/2/tweets', { body: { text: '字'.repeat(141) } })).statusCode,
    ).toBe(400);
    const misplaced = await api(app, token, 'POST', '/2/tweets', { body: { text: 'x', media_ids: ['1'] } });
    expect(invalid(misplaced)).toContain('$.media_ids: is not defined in the schema');
    const images = [];
    for (let index = 0; index < 5; index++) images.push(await uploadImage(app, token));
    const five = await api(app, token, 'POST', '/2/tweets', {
      body: { text: 'five', media: { media_ids: images } },
    });
    expect(invalid(five)).toContain('maximum of 4 items');
    const pollAndMedia = await api(app, token, 'POST', '/2/tweets', {
      body: {
        text: 'both',
        media: { media_ids: images.slice(0, 1) },
        poll: { options: ['a', 'b'], duration_minutes: 60 },
      },
    });
    expect(invalid(pollAndMedia)).toContain('poll');
    for (const duration of [4, 10_081]) {
      const badPoll = await api(app, token, 'POST', '/2/tweets', {
        body: { text: 'poll', poll: { options: ['a', 'b'], duration_minutes: duration } },
      });
      expect(invalid(badPoll)).toContain('$.poll.duration_minutes');
    }
    const oneOption = await api(app, token, 'POST', '/2/tweets', {
      body: { text: 'p', poll: { options: ['a'], duration_minutes: 60 } },
    });
    expect(invalid(oneOption)).toContain('minimum of 2');
    const reply = await api(app, token, 'POST', '/2/tweets', {
      body: { text: 'hi', reply: { in_reply_to_tweet_id: '1' } },
    });
    expect(invalid(reply)).toContain('replying to');
    await tweet(app, token, { text: 'Same words twice' });
    const duplicate = await api(app, token, 'POST', '/2/tweets', { body: { text: 'Same words twice' } });
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json()).toEqual({
      title: 'Forbidden',
      type: 'about:blank',
      status: 403,
      detail: 'You are not allowed to create a Tweet with duplicate content.',
    });
    await tweet(app, token, { text: 'Four images', media: { media_ids: images.slice(0, 4) } });
  });

  it('deletes own posts only; deleted posts read as not found', async () => {
    const { app, token, me } = await setup();
    const id = await tweet(app, token, { text: 'Oops, typo' });
    await advance(app, 3600);
    const reply = (await control(app, 'GET', `/x/tweets/${id}`)).json().replies[0];
    const notMine = await api(app, token, 'DELETE', `/2/tweets/${reply.id}`);
    expect(notMine.statusCode).toBe(403);
    const deleted = await api(app, token, 'DELETE', `/2/tweets/${id}`);
    expect(deleted.json()).toEqual({ data: { deleted: true } });
    const read = await api(app, token, 'GET', `/2/tweets/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().errors[0]).toMatchObject({ title: 'Not Found Error', resource_id: id });
    expect((await api(app, token, 'DELETE', `/2/tweets/${id}`)).statusCode).toBe(404);
    const all = (await control(app, 'GET', `/x/users/${me.id}/tweets`)).json().data;
    expect(all.find((item: { id: string }) => item.id === id)).toMatchObject({ deleted: true });
  });

  it('reads posts with fields and expansions; public metrics grow with emulator time', async () => {
    const { app, me } = await setup();
    // Access tokens live two hours: reconnect after long clock jumps.
    let token = (await connect(app)).access_token;
    const id = await tweet(app, token, {
      text: 'Which faction?',
      poll: { options: ['Iron', 'Ember'], duration_minutes: 1440 },
    });
    const read = async () =>
      (
        await api(app, token, 'GET', `/2/tweets/${id}`, {
          query: {
            'tweet.fields':
              'created_at,public_metrics,non_public_metrics,organic_metrics,conversation_id,author_id,attachments',
            expansions: 'attachments.poll_ids,author_id',
            'poll.fields': 'duration_minutes,end_datetime,voting_status,options',
          },
        })
      ).json();
    const fresh = await read();
    expect(fresh.data).toMatchObject({
      id,
      author_id: me.id,
      conversation_id: id,
      attachments: { poll_ids: [expect.any(String)] },
    });
    expect(fresh.data.public_metrics.impression_count).toBe(0);
    expect(fresh.includes.polls[0]).toMatchObject({ voting_status: 'open', duration_minutes: 1440 });
    expect(fresh.includes.users[0].id).toBe(me.id);
    await advance(app, 90 * 60);
    const later = await read();
    expect(later.data.public_metrics.impression_count).toBeGreaterThan(0);
    expect(later.data.public_metrics.like_count).toBeGreaterThan(0);
    expect(later.data.non_public_metrics.impression_count).toBe(later.data.public_metrics.impression_count);
    expect(later.data.organic_metrics).toMatchObject({ like_count: later.data.public_metrics.like_count });
    await advance(app, 2 * 86_400);
    token = (await connect(app)).access_token;
    const closed = await read();
    expect(closed.includes.polls[0].voting_status).toBe('closed');
    expect(closed.data.public_metrics.impression_count).toBeGreaterThan(
      later.data.public_metrics.impression_count,
    );
  });

  it('looks up several posts; private metrics of other people’s posts are refused per post', async () => {
    const { app, token } = await setup();
    const mine = await tweet(app, token, { text: 'Mine' });
    await advance(app, 3600);
    const state = (await control(app, 'GET', `/x/tweets/${mine}`)).json();
    const reply = state.replies[0]?.id as string;
    const lookup = await api(app, token, 'GET', '/2/tweets', {
      query: { ids: `${mine},${reply},1`, 'tweet.fields': 'non_public_metrics' },
    });
    const body = lookup.json();
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([mine]);
    expect(body.errors.map((error: { title: string }) => error.title).sort()).toEqual([
      'Field Authorization Error',
      'Not Found Error',
    ]);
  });
});
