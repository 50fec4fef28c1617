import { api } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedSync, feeds, memberAccounts } from '../../src/db/schema/index.js';
import { type FeedsDeps, queueDueSyncs, syncAccountFeeds } from '../../src/modules/feeds/index.js';
import {
  connectPages,
  control,
  gameMember,
  injectFault,
  invalidateTokens,
} from '../accounts/connect-helpers.js';
import { buildAccount, buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { rowOf, testJudge } from './helpers.js';

async function countOf(deps: FeedsDeps, accountId: number): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(feeds)
    .where(eq(feeds.accountId, accountId));
  return row?.count ?? 0;
}

async function syncOf(deps: FeedsDeps, accountId: number) {
  const [row] = await deps.db.select().from(feedSync).where(eq(feedSync.accountId, accountId));
  return row;
}

describe('inbox sync', () => {
  const emulator = useEmulator(11, 4);
  const testApp = useTestApp({ env: emulator.env });
  const depsOf = (): FeedsDeps => ({ ...testModules(testApp()).feeds, judge: testJudge() });

  it('backfills a newly connected account on its first sync, then reads only what is new', async () => {
    const { app } = testApp();
    const deps = depsOf();
    const member = await gameMember(deps.db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');
    // The sweep gives the new account its sync state and queues it at once.
    expect(await queueDueSyncs(deps)).toContain(page.id);
    expect(await queueDueSyncs(deps)).not.toContain(page.id);
    await syncAccountFeeds(deps, page.id);

    const after = await syncOf(deps, page.id);
    expect(after?.backfilledAt).toBeInstanceOf(Date);
    expect(after?.lastSuccessAt).toBeInstanceOf(Date);
    expect(after?.failures).toBe(0);
    expect(Object.keys(after?.cursors ?? {}).sort()).toEqual([
      'comments',
      'comments_full',
      'mentions',
      'messages',
    ]);
    const stored = await countOf(deps, page.id);
    expect(stored).toBeGreaterThan(0);
    const types = await deps.db
      .selectDistinct({ type: feeds.feedType })
      .from(feeds)
      .where(eq(feeds.accountId, page.id));
    expect(types.map((row) => row.type)).toEqual(expect.arrayContaining(['comment', 'message', 'post']));

    // Overlapping cursors and a repeated run store nothing twice.
    await syncAccountFeeds(deps, page.id);
    await syncAccountFeeds(deps, page.id);
    expect(await countOf(deps, page.id)).toBe(stored);

    // A visitor comments and a person writes: the next sync brings exactly those.
    const posts = (await control(emulator.url(), `/facebook/pages/${page.social_id}/posts`)) as {
      data: { id: string; is_published: boolean }[];
    };
    const post = posts.data.find((candidate) => candidate.is_published);
    const added = (await control(emulator.url(), `/facebook/posts/${post?.id}/visitor-comments`, {
      message: 'Servers down again, so much lag',
    })) as { id: string };
    await control(emulator.url(), '/facebook/messenger/inbound', {
      page_id: page.social_id,
      text: 'I was charged twice',
    });
    await syncAccountFeeds(deps, page.id);
    expect(await countOf(deps, page.id)).toBe(stored + 2);
    expect(await rowOf(deps.db, page.id, added.id)).toMatchObject({
      feedType: 'comment',
      issueClasses: ['lag'],
      sentiment: 'negative',
      state: 'new',
    });
  });

  it('marks a comment deleted on the network once a complete read no longer has it', async () => {
    const { app } = testApp();
    const deps = depsOf();
    const member = await gameMember(deps.db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');
    const posts = (await control(emulator.url(), `/facebook/pages/${page.social_id}/posts`)) as {
      data: { id: string; is_published: boolean }[];
    };
    const post = posts.data.find((candidate) => candidate.is_published);
    const added = (await control(emulator.url(), `/facebook/posts/${post?.id}/visitor-comments`, {
      message: 'delete me',
    })) as { id: string };
    await syncAccountFeeds(deps, page.id);
    expect((await rowOf(deps.db, page.id, added.id))?.deletedAt).toBeNull();

    const tokens = (await fetch(`${emulator.url()}/_emulator/facebook/tokens`).then((r) => r.json())) as {
      data: { access_token: string; kind: string; page_id: string | null }[];
    };
    const token = tokens.data.find((row) => row.kind === 'page' && row.page_id === page.social_id);
    const removed = await fetch(
      `${emulator.url()}/facebook/graph/v20.0/${added.id}?access_token=${token?.access_token}`,
      { method: 'DELETE' },
    );
    expect(removed.status).toBe(200);
    // An incremental read does not look below its cursor; the hourly complete read does.
    await syncAccountFeeds(deps, page.id);
    expect((await rowOf(deps.db, page.id, added.id))?.deletedAt).toBeNull();
    await deps.db
      .update(feedSync)
      .set({ cursors: sql`${feedSync.cursors} - 'comments_full'` })
      .where(eq(feedSync.accountId, page.id));
    await syncAccountFeeds(deps, page.id);
    expect((await rowOf(deps.db, page.id, added.id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('counts failures with a backoff and shows a lost authorization as needing reconnect', async () => {
    const { app } = testApp();
    const deps = depsOf();
    const member = await gameMember(deps.db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');
    await syncAccountFeeds(deps, page.id);
    const before = await countOf(deps, page.id);

    await injectFault(emulator.url(), { kind: 'server_error', times: 50 });
    await syncAccountFeeds(deps, page.id);
    await syncAccountFeeds(deps, page.id);
    await fetch(`${emulator.url()}/_emulator/faults`, { method: 'DELETE' });
    const failing = await syncOf(deps, page.id);
    expect(failing).toMatchObject({ failures: 2, lastError: 'platform_unavailable' });
    // Backed off: the second failure waits twice the normal interval.
    const wait = (failing?.nextSyncAt?.getTime() ?? 0) - (failing?.lastSyncAt?.getTime() ?? 0);
    expect(wait).toBe(10 * 60_000);
    expect(await countOf(deps, page.id)).toBe(before);

    await invalidateTokens(emulator.url(), page.social_id);
    await syncAccountFeeds(deps, page.id);
    expect(await syncOf(deps, page.id)).toMatchObject({ failures: 3, lastError: 'account_reconnect' });
    const status = await call(app, api.feeds.syncStatus, {}, member);
    expect(status.find((row) => row.account_id === page.id)).toMatchObject({
      needs_reconnect: true,
      failures: 3,
      last_error: 'account_reconnect',
      backfilled: true,
      supported: true,
    });
    // An account waiting to be reconnected is not queued again.
    await deps.db
      .update(feedSync)
      .set({ nextSyncAt: new Date(0) })
      .where(eq(feedSync.accountId, page.id));
    expect(await queueDueSyncs(deps)).not.toContain(page.id);
  });

  it("lists the sync of the accounts the caller may see only, never another game's", async () => {
    const { app } = testApp();
    const deps = depsOf();
    const member = await gameMember(deps.db);
    const mine = await buildAccount(deps.db, member.game, { socialChannel: 'facebook' });
    const granted = await buildAccount(deps.db, member.game, { socialChannel: 'youtube' });
    const manual = await buildAccount(deps.db, member.game, { socialChannel: 'facebook_group' });
    const other = await buildGame(deps.db, [member.user.id]);
    const elsewhere = await buildAccount(deps.db, other.game_id);
    await deps.db
      .insert(feedSync)
      .values({ accountId: mine.id, gameId: member.game, lastSuccessAt: new Date(Date.now() - 90_000) });

    const admin = await call(app, api.feeds.syncStatus, {}, member);
    const ids = admin.map((row) => row.account_id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, granted.id, manual.id]));
    expect(ids).not.toContain(elsewhere.id);
    const lag = admin.find((row) => row.account_id === mine.id)?.lag_seconds ?? 0;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(120);
    expect(admin.find((row) => row.account_id === manual.id)).toMatchObject({
      supported: false,
      last_sync_at: null,
      lag_seconds: null,
    });

    const colleague = await buildMember(deps.db, member.game, { keys: ['content_base'] });
    await deps.db
      .insert(memberAccounts)
      .values({ gameId: member.game, userId: colleague.id, accountId: granted.id });
    const as = await signInAs(deps.db, colleague.id);
    const seen = await call(app, api.feeds.syncStatus, {}, { as, game: member.game });
    expect(seen.map((row) => row.account_id)).toEqual([granted.id]);
    // An account the member may not see is none to them; another game's too.
    expect(
      await fail(app, api.feeds.syncRun, { account_id: mine.id }, { as, game: member.game }),
    ).toMatchObject({
      status: 404,
    });
    expect(await fail(app, api.feeds.syncRun, { account_id: elsewhere.id }, member)).toMatchObject({
      status: 404,
    });
  });

  it('syncs now on request: queued once, refused for a network without reads', async () => {
    const { app } = testApp();
    const deps = depsOf();
    const member = await gameMember(deps.db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');
    const answered = await call(app, api.feeds.syncRun, { account_id: page.id }, member);
    expect(answered).toMatchObject({ account_id: page.id, backfilled: false, supported: true });
    // Claimed: the sweep does not queue it a second time.
    expect(await queueDueSyncs(deps)).not.toContain(page.id);
    const jobs = await deps.queue.boss.findJobs('feeds.sync', { data: { accountId: page.id } });
    expect(jobs.length).toBe(1);

    const manual = await buildAccount(deps.db, member.game, { socialChannel: 'facebook_group' });
    const refused = await fail(app, api.feeds.syncRun, { account_id: manual.id }, member);
    expect(refused).toMatchObject({ status: 400, code: 1404 });
    expect(await deps.queue.boss.findJobs('feeds.sync', { data: { accountId: manual.id } })).toEqual([]);
    expect(await syncOf(deps, manual.id)).toBeUndefined();
  });
});
