import { reportEndpoints } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAccounts, reportAccountState } from '../../src/db/schema/index.js';
import { buildAccount, buildGame, buildMember, buildUser, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';

describe('report refresh endpoints', () => {
  const testApp = useTestApp();

  async function world() {
    const { db } = testApp().database;
    const admin = await buildUser(db);
    const game = (await buildGame(db, [admin.id])).game_id;
    const first = await buildAccount(db, game, { socialAccount: 'A page' });
    const second = await buildAccount(db, game, { socialAccount: 'B page' });
    const lapsed = await buildAccount(db, game, { socialAccount: 'C page', status: 'oauth_expire' });
    const member = await buildMember(db, game, { keys: ['report_base'] });
    await db.insert(memberAccounts).values({ gameId: game, userId: member.id, accountId: first.id });
    const outsider = await buildMember(db, game, { keys: ['content_base'] });
    return {
      db,
      game,
      accounts: { first, second, lapsed },
      admin: { as: await signInAs(db, admin.id), game },
      member: { as: await signInAs(db, member.id), game },
      outsider: { as: await signInAs(db, outsider.id), game },
    };
  }

  it('lists the visible accounts’ readings; a lapsed account says it needs reconnecting', async () => {
    const { app } = testApp();
    const w = await world();
    const rows = await call(app, reportEndpoints.refreshList, {}, w.admin);
    expect(rows.map((row) => [row.name, row.state, row.error])).toEqual([
      ['A page', 'idle', null],
      ['B page', 'idle', null],
      ['C page', 'failed', 'account_reconnect'],
    ]);
    const mine = await call(app, reportEndpoints.refreshList, {}, w.member);
    expect(mine.map((row) => row.account_id)).toEqual([w.accounts.first.id]);
    expect((await fail(app, reportEndpoints.refreshList, {}, w.outsider)).status).toBe(403);
  });

  it('queues a manual refresh, throttles a repeat, and queues only the accounts not throttled', async () => {
    const { app } = testApp();
    const w = await world();
    const { first, second } = w.accounts;
    const run = await call(app, reportEndpoints.refreshRun, { account_ids: [first.id] }, w.admin);
    expect(run).toEqual({ queued: 1, throttled_until: null });
    const [state] = await w.db
      .select()
      .from(reportAccountState)
      .where(eq(reportAccountState.accountId, first.id));
    expect(state?.state).toBe('queued');
    const queued = await w.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'reports.read' and data->>'accountId' = ${String(first.id)}`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

    const again = await fail(app, reportEndpoints.refreshRun, { account_ids: [first.id] }, w.admin);
    expect(again).toMatchObject({ status: 429, code: 2106 });
    expect(again.msg).toContain(new Date((state?.manualAt?.getTime() ?? 0) + 15 * 60_000).toISOString());

    const partial = await call(
      app,
      reportEndpoints.refreshRun,
      { account_ids: [first.id, second.id] },
      w.admin,
    );
    expect(partial.queued).toBe(1);
    expect(partial.throttled_until).toBe(
      new Date((state?.manualAt?.getTime() ?? 0) + 15 * 60_000).toISOString(),
    );
  });

  it('refreshes and answers only for the caller’s accounts, never another game’s', async () => {
    const { app } = testApp();
    const w = await world();
    const other = await world();
    const { first, second } = w.accounts;
    const denied = await fail(app, reportEndpoints.refreshRun, { account_ids: [second.id] }, w.member);
    expect(denied.status).toBe(403);
    const foreign = await fail(app, reportEndpoints.refreshRun, { account_ids: [first.id] }, other.admin);
    expect(foreign.status).toBe(403);
    const [row] = await w.db
      .select()
      .from(reportAccountState)
      .where(eq(reportAccountState.accountId, first.id));
    expect(row).toBeUndefined();

    const at = new Date('2026-03-01T08:00:00.000Z');
    const later = new Date('2026-03-02T08:00:00.000Z');
    await w.db.insert(reportAccountState).values([
      { accountId: first.id, gameId: w.game, lastFetchedAt: at },
      { accountId: second.id, gameId: w.game, lastFetchedAt: later },
    ]);
    expect(await call(app, reportEndpoints.queryLast, {}, w.admin)).toEqual({
      last_fetched_at: later.toISOString(),
    });
    expect(await call(app, reportEndpoints.queryLast, {}, w.member)).toEqual({
      last_fetched_at: at.toISOString(),
    });
    expect(await call(app, reportEndpoints.queryLast, {}, other.admin)).toEqual({ last_fetched_at: null });
    expect(await call(app, reportEndpoints.refreshList, {}, other.admin)).not.toContainEqual(
      expect.objectContaining({ account_id: first.id }),
    );
  });
});
