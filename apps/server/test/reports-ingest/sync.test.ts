import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountMetricDays,
  accountPosts,
  metricSnapshots,
  reportAccountState,
  reportPosts,
  socialAccounts,
} from '../../src/db/schema/index.js';
import { syncAccount } from '../../src/modules/accounts/sync-job.js';
import { queueDueReadings } from '../../src/modules/reports/ingest/jobs.js';
import { readAccountMetrics } from '../../src/modules/reports/ingest/read.js';
import { connectPages, control, gameMember, invalidateTokens } from '../accounts/connect-helpers.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { aggregatedRollups, sorted, storedRollups } from './helpers.js';

const HOUR = 3_600_000;

describe('metrics readings on the emulator', () => {
  const emulator = useEmulator(23, 3);
  const testApp = useTestApp({ env: emulator.env });

  it('reads an account’s days and posts, keeps rollups equal to its posts, and reads again as posts age', async () => {
    const { app } = testApp();
    const modules = testModules(testApp());
    const deps = modules.reports;
    const member = await gameMember(deps.db);
    const [page] = await connectPages(app, emulator.url(), member.as, member.game, 1);
    if (!page) throw new Error('no page connected');
    // The accounts module's sync reads the page's posts into account_posts.
    const [accountRow] = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, page.id));
    if (!accountRow) throw new Error('account vanished');
    await syncAccount(modules.accounts, accountRow);
    const held = await deps.db
      .select({ id: accountPosts.id })
      .from(accountPosts)
      .where(eq(accountPosts.accountId, page.id));
    expect(held.length).toBeGreaterThan(0);

    expect(await queueDueReadings(deps)).toContain(page.id);
    await readAccountMetrics(deps, page.id);

    const posts = await deps.db.select().from(reportPosts).where(eq(reportPosts.accountId, page.id));
    expect(posts).toHaveLength(held.length);
    const read = posts.filter((post) => post.fetchedAt !== null);
    expect(read.length).toBe(posts.length);
    expect(read.every((post) => post.metrics.reach !== undefined && post.na.saves === 'unsupport')).toBe(
      true,
    );
    const [state] = await deps.db
      .select()
      .from(reportAccountState)
      .where(eq(reportAccountState.accountId, page.id));
    expect(state).toMatchObject({ state: 'idle', error: null });
    expect(state?.historyFrom).not.toBeNull();
    const days = await deps.db
      .select()
      .from(accountMetricDays)
      .where(eq(accountMetricDays.accountId, page.id));
    expect(days.length).toBeGreaterThan(30);
    expect(days.some((day) => (day.metrics.followers ?? 0) > 0)).toBe(true);
    expect(sorted(await storedRollups(deps.db, member.game))).toEqual(
      sorted(await aggregatedRollups(deps.db, member.game)),
    );

    // Three hours on, the posts of the last 48 hours are due again; their numbers have grown.
    await control(emulator.url(), '/clock', { advance_seconds: 3 * 3600 });
    const later = new Date(Date.now() + 3 * HOUR);
    const recent = posts.filter((post) => post.nextFetchAt && post.nextFetchAt <= later);
    await readAccountMetrics(deps, page.id, { now: later });
    const snapshots = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(metricSnapshots)
      .where(and(eq(metricSnapshots.subject, 'post'), eq(metricSnapshots.gameId, member.game)));
    expect(snapshots[0]?.n).toBe(posts.length + recent.length);
    expect(sorted(await storedRollups(deps.db, member.game))).toEqual(
      sorted(await aggregatedRollups(deps.db, member.game)),
    );

    // A lost authorization: the reading fails as "reconnect", the account is left for a person.
    await invalidateTokens(emulator.url(), page.social_id);
    await readAccountMetrics(deps, page.id, { now: new Date(later.getTime() + 3 * HOUR), force: true });
    const [failed] = await deps.db
      .select()
      .from(reportAccountState)
      .where(eq(reportAccountState.accountId, page.id));
    expect(failed).toMatchObject({ state: 'failed', error: 'account_reconnect' });
    expect(await queueDueReadings(deps)).not.toContain(page.id);
  });
});
