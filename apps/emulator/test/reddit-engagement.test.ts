import { describe, expect, it } from 'vitest';
import { advance, api, connect, control, emulator, state, submit } from './reddit-helpers.js';

type Thing = { kind: string; data: Record<string, unknown> };

describe('reddit emulator: comments, votes, listings, search and messages', () => {
  it('comments on a post and replies to a comment; visitors comment over time', async () => {
    const app = await emulator();
    let { access_token: token } = await connect(app);
    const post = (
      await submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'Our devlog #1', text: 'Hello' })
    ).data;
    const created = await api(app, token, 'POST', '/api/comment', {
      thing_id: `t3_${post?.id}`,
      text: 'First!',
      api_type: 'json',
    });
    const comment = created.json().json.data.things[0] as Thing;
    expect(comment).toMatchObject({
      kind: 't1',
      data: { body: 'First!', parent_id: `t3_${post?.id}`, link_id: `t3_${post?.id}` },
    });
    const reply = await api(app, token, 'POST', '/api/comment', {
      thing_id: String(comment.data.name),
      text: 'Second',
      api_type: 'json',
    });
    expect(reply.json().json.data.things[0].data.parent_id).toBe(comment.data.name);
    const empty = await api(app, token, 'POST', '/api/comment', {
      thing_id: `t3_${post?.id}`,
      text: ' ',
      api_type: 'json',
    });
    expect(empty.json().json.errors[0][0]).toBe('NO_TEXT');

    const read = async () =>
      (await api(app, token, 'GET', `/comments/${post?.id}`, { sort: 'new', raw_json: '1' })).json();
    const [postListing, before] = await read();
    expect(postListing.data.children[0].data).toMatchObject({ id: post?.id, num_comments: 2 });
    expect(before.data.children).toHaveLength(1);
    expect(before.data.children[0].data.replies.data.children[0].data.body).toBe('Second');
    await advance(app, 2 * 86_400);
    token = (await connect(app)).access_token;
    const [grown, after] = await read();
    expect(grown.data.children[0].data.num_comments).toBeGreaterThan(2);
    expect(after.data.children.length).toBeGreaterThan(1);
    expect(grown.data.children[0].data.score).toBeGreaterThan(1);
    const inbox = (await api(app, token, 'GET', '/message/comments')).json();
    expect(inbox.data.children.some((entry: Thing) => entry.data.was_comment === true)).toBe(true);
  });

  it('votes, deletes and reads things by fullname', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const post = (await submit(app, token, { sr: 'gamedev', kind: 'self', title: 'Postmortem' })).data;
    const control1 = (await control(app, 'GET', `/reddit/posts/${post?.id}`)).json();
    expect((await api(app, token, 'POST', '/api/vote', { id: `t3_${post?.id}`, dir: '0' })).statusCode).toBe(
      200,
    );
    expect((await control(app, 'GET', `/reddit/posts/${post?.id}`)).json().score).toBe(control1.score - 1);
    expect((await api(app, token, 'POST', '/api/vote', { id: `t3_${post?.id}`, dir: '2' })).statusCode).toBe(
      400,
    );
    const info = (await api(app, token, 'GET', '/api/info', { id: `t3_${post?.id}` })).json();
    expect(info.data.children[0].data.likes).toBeNull();
    expect((await api(app, token, 'POST', '/api/del', { id: `t3_${post?.id}` })).json()).toEqual({});
    expect((await control(app, 'GET', `/reddit/posts/${post?.id}`)).json().deleted).toBe(true);
    const me = (await state(app)).user.name;
    const listing = (await api(app, token, 'GET', `/user/${me}/submitted`, { limit: '100' })).json();
    expect(listing.data.children.map((entry: Thing) => entry.data.id)).not.toContain(post?.id);
    const comments = (await api(app, token, 'GET', `/comments/${post?.id}`)).json();
    expect(comments[0].data.children[0].data).toMatchObject({ author: '[deleted]', selftext: '[deleted]' });
  });

  it("pages a user's submitted listing newest first with after", async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const me = (await state(app)).user.name;
    const first = (await api(app, token, 'GET', `/user/${me}/submitted`, { limit: '3' })).json().data;
    expect(first.children).toHaveLength(3);
    const next = (
      await api(app, token, 'GET', `/user/${me}/submitted`, { limit: '3', after: first.after })
    ).json().data;
    const times = [...first.children, ...next.children].map((entry: Thing) => Number(entry.data.created_utc));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.children, ...next.children].map((entry: Thing) => entry.data.id)).size).toBe(
      times.length,
    );
  });

  it('answers deterministic listening results and escapes text unless raw_json=1', async () => {
    const run = async () => {
      const app = await emulator(9);
      const { access_token: token } = await connect(app);
      return (
        await api(app, token, 'GET', '/search', { q: 'roguelike', sort: 'new', t: 'week', limit: '100' })
      ).json();
    };
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    expect(a.data.children.length).toBeGreaterThan(2);
    for (const entry of a.data.children as Thing[])
      expect(String(entry.data.title).toLowerCase()).toContain('roguelike');
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'Tips & tricks <3' });
    const escaped = (await api(app, token, 'GET', '/search', { q: 'tricks', sort: 'new' })).json();
    expect(escaped.data.children[0].data.title).toBe('Tips &amp; tricks &lt;3');
    const raw = (await api(app, token, 'GET', '/search', { q: 'tricks', sort: 'new', raw_json: '1' })).json();
    expect(raw.data.children[0].data.title).toBe('Tips & tricks <3');
  });

  it('lists the inbox and sends private messages', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const inbound = await control(app, 'POST', '/reddit/messages', { text: 'Love the game', subject: 'Hi' });
    expect(inbound.statusCode).toBe(201);
    const inbox = (await api(app, token, 'GET', '/message/inbox', { limit: '100' })).json();
    expect(inbox.data.children).toContainEqual(
      expect.objectContaining({
        kind: 't4',
        data: expect.objectContaining({ body: 'Love the game', new: true }),
      }),
    );
    const to = inbound.json().author as string;
    const sent = await api(app, token, 'POST', '/api/compose', {
      to,
      subject: 'Thanks',
      text: 'Thank you!',
      api_type: 'json',
    });
    expect(sent.json()).toEqual({ json: { errors: [] } });
    const nobody = await api(app, token, 'POST', '/api/compose', {
      to: 'nobody_here',
      subject: 'x',
      text: 'y',
      api_type: 'json',
    });
    expect(nobody.json().json.errors[0][0]).toBe('USER_DOESNT_EXIST');
    const outbox = (await api(app, token, 'GET', '/message/sent')).json();
    expect(outbox.data.children[0].data).toMatchObject({ dest: to, subject: 'Thanks' });
  });

  it('looks up communities, their rules, flairs and the subscriptions of the user', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const found = (await api(app, token, 'GET', '/subreddits/search', { q: 'gaming', limit: '10' })).json();
    expect(found.data.children.map((entry: Thing) => entry.data.display_name)).toEqual(
      expect.arrayContaining(['gaming', 'pcgaming', 'truegaming', 'IndieGaming']),
    );
    const about = (await api(app, token, 'GET', '/r/truegaming/about')).json();
    expect(about).toMatchObject({ kind: 't5', data: { submission_type: 'self', allow_images: false } });
    expect((await api(app, token, 'GET', '/r/pcgaming/about/rules')).json().rules.length).toBeGreaterThan(0);
    const flairs = (await api(app, token, 'GET', '/r/pcgaming/api/link_flair_v2')).json();
    expect(flairs).toContainEqual(expect.objectContaining({ text: 'Discussion', text_editable: true }));
    const missing = await api(app, token, 'GET', '/r/nowhere_at_all/about');
    expect(missing.statusCode).toBe(302);
    expect((await api(app, token, 'GET', '/r/PlaytestersHQ/about')).json()).toEqual({
      reason: 'private',
      message: 'Forbidden',
      error: 403,
    });
    const moderated = (await api(app, token, 'GET', '/subreddits/mine/moderator')).json();
    expect(moderated.data.children).toHaveLength(2);
    const requirements = (await api(app, token, 'GET', '/api/v1/pcgaming/post_requirements')).json();
    expect(requirements.is_flair_required).toBe(true);
  });
});
