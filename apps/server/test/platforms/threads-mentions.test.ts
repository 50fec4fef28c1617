import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';

type State = { user: { username: string }; counts: { mentions: number } };

const DAY_MS = 86_400_000;

describe('the Threads adapter against the emulator: mentions', () => {
  const networks = useEmulator(61);
  const state = () => control(networks.url(), '/threads/state') as Promise<State>;

  async function profile(scope?: (asked: string) => string) {
    const adapter = emulatedAdapter(networks.url(), 'threads');
    return { adapter, account: await authorizedAccount(networks.url(), adapter, undefined, scope) };
  }

  it('asks for threads_manage_mentions and reads the seeded mentions, newest first, since an instant', async () => {
    const { adapter, account } = await profile();
    const asked = new URL(
      adapter.authorizeUrl({ state: 's', redirectUri: 'https://h.test', codeChallenge: 'c' }),
    );
    expect(asked.searchParams.get('scope')?.split(',')).toContain('threads_manage_mentions');
    const { user } = await state();
    const page = await adapter.readMentions?.(account, new Date(Date.now() - 30 * DAY_MS), null);
    const posts = page?.posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBe((await state()).counts.mentions);
    for (const post of posts) {
      expect(post.text).toContain(`@${user.username}`);
      expect(post.permalink).toMatch(/^https:\/\/www\.threads\.net\/@[^/]+\/post\//);
    }
    const times = posts.map((post) => post.postedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page?.next).toBeNull();
    const third = posts[2];
    if (!third) throw new Error('too few mentions');
    const recent = await adapter.readMentions?.(account, third.postedAt, null);
    expect(recent?.posts.map((post) => post.id)).toEqual(posts.slice(0, 3).map((post) => post.id));
  });

  it('names the author of a mention and of a keyword search result by username', async () => {
    const { adapter, account } = await profile();
    const made = (await control(networks.url(), '/threads/mentions', { text: 'zephyrquill returns' })) as {
      id: string;
      username: string;
    };
    const since = new Date(Date.now() - DAY_MS);
    const mentioned = (await adapter.readMentions?.(account, since, null))?.posts.find(
      (post) => post.id === made.id,
    );
    expect(mentioned?.author).toEqual({ id: made.username, name: null, handle: made.username });
    const found = (await adapter.search?.(account, 'zephyrquill', since, null))?.posts ?? [];
    expect(found.length).toBeGreaterThan(0);
    for (const post of found) {
      expect(post.author?.handle).toMatch(/^[\w.]+$/);
      expect(post.author?.id).toBe(post.author?.handle);
    }
  });

  it('pages through more mentions than one page holds with the after cursor', async () => {
    const { adapter, account } = await profile();
    await control(networks.url(), '/clock', { advance_seconds: 45 * 86_400 });
    const total = (await state()).counts.mentions;
    expect(total).toBeGreaterThan(50);
    const since = new Date(Date.now() - 365 * DAY_MS);
    const first = await adapter.readMentions?.(account, since, null);
    expect(first?.posts).toHaveLength(50);
    expect(first?.next).toEqual(expect.any(String));
    const ids = [...(first?.posts ?? [])].map((post) => post.id);
    let cursor = first?.next ?? null;
    while (cursor) {
      const page = await adapter.readMentions?.(account, since, cursor);
      ids.push(...(page?.posts ?? []).map((post) => post.id));
      cursor = page?.next ?? null;
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('asks for a reconnect without the mentions permission, or once the token is revoked', async () => {
    const narrow = (asked: string) =>
      asked
        .split(',')
        .filter((name) => name !== 'threads_manage_mentions')
        .join(',');
    const without = await profile(narrow);
    const missing = await platformFailure(async () =>
      without.adapter.readMentions?.(without.account, new Date(0), null),
    );
    expect(missing).toMatchObject({ kind: 'reconnect', networkCode: expect.stringMatching(/^10\b/) });
    const { adapter, account } = await profile();
    await control(networks.url(), '/threads/tokens/invalidate', { token: account.credential.accessToken });
    const revoked = await platformFailure(async () => adapter.readMentions?.(account, new Date(0), null));
    expect(revoked.kind).toBe('reconnect');
  });
});
