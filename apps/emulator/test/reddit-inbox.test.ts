import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, advance, api, connect, control, emulator, state, submit } from './reddit-helpers.js';

type Thing = { kind: string; data: Record<string, unknown> };
type Listing = { data: { after: string | null; children: Thing[] } };

const listing = async (...args: Parameters<typeof api>): Promise<Listing> => (await api(...args)).json();

describe('reddit emulator: username mentions and private messages', () => {
  it('lists comments naming the user as username mentions, arriving day by day and paged with after', async () => {
    const app = await emulator();
    let { access_token: token } = await connect(app);
    const { user } = await state(app);
    const mentions = async (params: Record<string, string> = {}) =>
      listing(app, token, 'GET', '/message/mentions', { limit: '100', raw_json: '1', ...params });
    const seeded = (await mentions()).data.children;
    expect(seeded.length).toBeGreaterThan(0);
    for (const { kind, data } of seeded) {
      expect(kind).toBe('t1');
      expect(data).toMatchObject({
        subject: 'username mention',
        type: 'username_mention',
        was_comment: true,
      });
      expect(String(data.body)).toContain(`u/${user.name}`);
      expect(String(data.context)).toMatch(/^\/r\/\w+\/comments\/\w+\/\w+\/\w+\/\?context=3$/);
    }
    const times = seeded.map(({ data }) => Number(data.created_utc));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await advance(app, 4 * 86_400);
    ({ access_token: token } = await connect(app));
    const later = (await mentions()).data.children;
    expect(later.length).toBeGreaterThan(seeded.length);
    const names: string[] = [];
    let after: string | null = null;
    do {
      const page = await mentions({ limit: '2', ...(after ? { after } : {}) });
      expect(page.data.children.length).toBeLessThanOrEqual(2);
      names.push(...page.data.children.map(({ data }) => String(data.name)));
      after = page.data.after;
    } while (after);
    expect(names).toEqual(later.map(({ data }) => data.name));
  });

  it('counts a reply to the user as a reply, not a mention, and lists mentions in the inbox', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const { user } = await state(app);
    const own = (await submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'Devlog' })).data;
    const [seeded] = (await listing(app, token, 'GET', '/message/mentions')).data.children;
    const thread = String(seeded?.data.link_id ?? '').replace(/^t3_/, '');
    if (!own?.id || !thread) throw new Error('no posts');
    const named = await control(app, 'POST', `/reddit/posts/${thread}/comments`, {
      text: `ping /u/${user.name.toLowerCase()} about this`,
    });
    const longer = await control(app, 'POST', `/reddit/posts/${thread}/comments`, {
      text: `u/${user.name}-fan is not the studio`,
    });
    const reply = await control(app, 'POST', `/reddit/posts/${own.id}/comments`, {
      text: `thanks u/${user.name}`,
    });
    const mentionNames = (
      await listing(app, token, 'GET', '/message/mentions', { limit: '100' })
    ).data.children.map(({ data }) => data.name);
    expect(mentionNames[0]).toBe(named.json().name);
    expect(mentionNames).not.toContain(longer.json().name);
    expect(mentionNames).not.toContain(reply.json().name);
    const replies = (await listing(app, token, 'GET', '/message/comments')).data.children;
    expect(replies.map(({ data }) => data.name)).toContain(reply.json().name);
    const inbox = (await listing(app, token, 'GET', '/message/inbox', { limit: '100' })).data.children;
    expect(inbox.find(({ data }) => data.name === named.json().name)?.data.type).toBe('username_mention');
  });

  it('lists received and sent messages; compose adds one message, visible to the control API', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const received = (await listing(app, token, 'GET', '/message/messages')).data.children;
    expect(received.length).toBeGreaterThan(0);
    for (const { kind, data } of received) {
      expect(kind).toBe('t4');
      expect(data.dest).toBe((await state(app)).user.name);
    }
    const to = String(received[0]?.data.author);
    const before = ((await control(app, 'GET', '/reddit/messages')).json() as { data: unknown[] }).data
      .length;
    const sent = await api(app, token, 'POST', '/api/compose', {
      to,
      subject: 'Re: hi',
      text: 'On it!',
      api_type: 'json',
    });
    expect(sent.json()).toEqual({ json: { errors: [] } });
    const all = (await control(app, 'GET', '/reddit/messages')).json().data as Array<Record<string, unknown>>;
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toMatchObject({ dest: to, subject: 'Re: hi', body: 'On it!' });
    const outbox = (await listing(app, token, 'GET', '/message/sent')).data.children;
    expect(outbox[0]?.data).toMatchObject({ name: all[0]?.name, dest: to, body: 'On it!' });
  });

  it('refuses the inbox and compose without the privatemessages scope (403)', async () => {
    const app = await emulator();
    const scope = ALL_SCOPES.filter((name) => name !== 'privatemessages');
    const { access_token: token } = await connect(app, { scope });
    expect((await api(app, token, 'GET', '/message/mentions')).statusCode).toBe(403);
    expect((await api(app, token, 'GET', '/message/messages')).statusCode).toBe(403);
    const compose = await api(app, token, 'POST', '/api/compose', { to: 'x', subject: 's', text: 't' });
    expect(compose.statusCode).toBe(403);
  });
});
