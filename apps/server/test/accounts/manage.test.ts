import { api, errorCatalog } from '@herald/contract';
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  accountCredentials,
  accountPosts,
  memberAccounts,
  publishingGroups,
  socialAccounts,
} from '../../src/db/schema/index.js';
import { accountJobs } from '../../src/modules/accounts/jobs.js';
import { buildMember, call, fail, rawCall, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { connectPages, consent, gameMember, injectFault, invalidateTokens } from './connect-helpers.js';

describe('managing connected accounts', () => {
  const networks = useEmulator(23, 24);
  const testApp = useTestApp({ env: networks.env });

  async function connected(count = 1) {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const accounts = await connectPages(app, networks.url(), as, game, count);
    const [account] = accounts;
    if (!account) throw new Error('nothing connected');
    return { as, game, account, accounts };
  }

  function jobs() {
    const { database, vault, platforms, queue, logger } = testApp();
    const [sync, backtrack, due] = accountJobs({
      db: database.db,
      vault,
      platforms,
      queue,
      logger,
      publicUrl: undefined,
    });
    if (!sync || !backtrack || !due) throw new Error('account jobs missing');
    return { sync, backtrack, due };
  }

  it('sets and clears the nickname and the post template', async () => {
    const { app } = testApp();
    const { as, game, account } = await connected();
    const named = await call(
      app,
      api.account.remark,
      { id: account.id, remark: '  Main EN page ' },
      { as, game },
    );
    expect(named.remark).toBe('Main EN page');
    const found = await call(app, api.account.list, { keyword: 'main en' }, { as, game });
    expect(found.list.map((row) => row.id)).toEqual([account.id]);
    const cleared = await call(app, api.account.remark, { id: account.id, remark: '' }, { as, game });
    expect(cleared.remark).toBeNull();
    const templated = await call(
      app,
      api.account.template,
      { id: account.id, post_template: '#GameDay\n' },
      { as, game },
    );
    expect(templated.post_template).toBe('#GameDay\n');
  });

  it('binds a publishing group once and never changes it', async () => {
    const { app, database } = testApp();
    const { as, game, account } = await connected();
    const groups = await database.db
      .insert(publishingGroups)
      .values([
        { gameId: game, name: 'EU team' },
        { gameId: game, name: 'NA team' },
      ])
      .returning();
    const [eu, na] = groups;
    if (!eu || !na) throw new Error('groups missing');
    const bound = await call(app, api.account.bindGroups, { id: account.id, group_id: eu.id }, { as, game });
    expect(bound).toMatchObject({ group_id: eu.id, group_name: 'EU team' });
    const locked = await fail(app, api.account.bindGroups, { id: account.id, group_id: na.id }, { as, game });
    expect(locked.code).toBe(errorCatalog.group_binding_locked.code);
  });

  it('disconnects an account with its credentials, only for holders of the delete permission', async () => {
    const { app, database } = testApp();
    const { as, game, account } = await connected();
    const member = await buildMember(database.db, game, { keys: ['account_base', 'account_manage'] });
    await database.db
      .insert(memberAccounts)
      .values({ gameId: game, userId: member.id, accountId: account.id });
    const memberCaller = await signInAs(database.db, member.id);
    const seen = await call(app, api.account.list, {}, { as: memberCaller, game });
    expect(seen.list.map((row) => row.id)).toEqual([account.id]);
    expect(seen.list[0]?.permissions).toEqual(['view']);
    const refused = await fail(app, api.account.delete, { id: account.id }, { as: memberCaller, game });
    expect(refused.status).toBe(403);

    await call(app, api.account.delete, { id: account.id }, { as, game });
    const [left] = await database.db
      .select({ n: count() })
      .from(accountCredentials)
      .where(eq(accountCredentials.accountId, account.id));
    expect(left?.n).toBe(0);
    const gone = await fail(app, api.account.delete, { id: account.id }, { as, game });
    expect(gone.code).toBe(errorCatalog.not_found.code);
  });

  it('hides accounts of another game as if they did not exist', async () => {
    const { app, database } = testApp();
    const { account } = await connected();
    const stranger = await gameMember(database.db);
    const answer = await fail(app, api.account.remark, { id: account.id, remark: 'x' }, stranger);
    expect(answer.code).toBe(errorCatalog.not_found.code);
  });

  it('finds a lost authorization on refresh, says since when, and heals with a reconnect', async () => {
    const { app } = testApp();
    const { as, game, account } = await connected();
    await invalidateTokens(networks.url(), account.social_id);
    const refreshed = await fail(app, api.account.refresh, { id: account.id }, { as, game });
    expect(refreshed.code).toBe(errorCatalog.account_reconnect.code);
    expect(refreshed.msg).toMatch(/\d{4}-\d{2}-\d{2}/);
    const [listed] = (await call(app, api.account.list, {}, { as, game })).list;
    expect(listed).toMatchObject({ status: 'oauth_expire', need_reconnect: true });
    expect(listed?.data_until).not.toBeNull();

    const started = await call(app, api.account.rebind, { id: account.id }, { as, game });
    const back = await consent(networks.url(), started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    const healed = await call(app, api.account.refresh, { id: account.id }, { as, game });
    expect(healed).toMatchObject({ status: 'connected', need_reconnect: false, data_until: null });
  });

  it('reports a rate-limited network with the wait, and changes nothing', async () => {
    const { app } = testApp();
    const { as, game, account } = await connected();
    await injectFault(networks.url(), { kind: 'rate_limit', times: 1 });
    const limited = await fail(app, api.account.refresh, { id: account.id }, { as, game });
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(errorCatalog.platform_rate_limited.code);
    const [listed] = (await call(app, api.account.list, {}, { as, game })).list;
    expect(listed?.status).toBe('connected');
  });

  it('imports history back to a date as a job and records how far it reaches', async () => {
    const { app, database } = testApp();
    const { as, game, account } = await connected();
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const tooEarly = new Date(Date.now() - 800 * 86_400_000).toISOString();
    const early = await fail(
      app,
      api.account.backtrackRun,
      { id: account.id, since: tooEarly },
      { as, game },
    );
    expect(early.code).toBe(errorCatalog.backtrack_too_early.code);

    const pending = await call(app, api.account.backtrackRun, { id: account.id, since }, { as, game });
    expect(pending.backtrack_status).toBe('pending');
    const twice = await fail(app, api.account.backtrackRun, { id: account.id, since }, { as, game });
    expect(twice.code).toBe(errorCatalog.backtrack_running.code);

    await jobs().backtrack.handle({ accountId: account.id, since });
    const info = await call(app, api.account.backtrackInfo, { id: account.id }, { as, game });
    expect(info).toMatchObject({
      backtrack_status: 'success',
      backtrack_earliest_time: since,
      last_error: null,
    });
    const [posts] = await database.db
      .select({ n: count() })
      .from(accountPosts)
      .where(eq(accountPosts.accountId, account.id));
    expect(posts?.n).toBeGreaterThan(0);
  });

  it("exports the filtered list as an Excel workbook in the caller's language", async () => {
    const { app } = testApp();
    const { as, game, accounts } = await connected(2);
    const response = await rawCall(
      app,
      api.account.export,
      {},
      { as, game, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="accounts-\d+-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('账号');
    expect(sheet?.getRow(1).getCell(1).value).toBe('平台');
    expect(sheet?.rowCount).toBe(1 + accounts.length);
    expect(sheet?.getRow(2).getCell(1).value).toBe('Facebook');

    const none = await rawCall(app, api.account.export, { social_channel: 'twitter' }, { as, game });
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(Uint8Array.from(none.rawPayload).buffer);
    expect(empty.getWorksheet('Accounts')?.rowCount).toBe(1);
  });

  it('adds a Facebook Group by hand: listed, never reconnected, and refused network calls', async () => {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const link = 'https://www.facebook.com/groups/herald.players/';
    const added = await call(
      app,
      api.account.addManual,
      { social_channel: 'facebook_group', social_account: 'Herald Players', social_link: link },
      { as, game },
    );
    expect(added).toMatchObject({
      manual: true,
      status: 'noconnect',
      need_reconnect: false,
      social_id: 'herald.players',
    });
    const refresh = await fail(app, api.account.refresh, { id: added.id }, { as, game });
    expect(refresh.code).toBe(errorCatalog.capability_unsupported.code);
    expect(refresh.msg).toContain('Facebook Groups');
    const again = await fail(
      app,
      api.account.addManual,
      {
        social_channel: 'facebook_group',
        social_account: 'Again',
        social_link: 'https://facebook.com/groups/herald.players',
      },
      { as, game },
    );
    expect(again.code).toBe(errorCatalog.account_connected_here.code);
    const wrong = await fail(
      app,
      api.account.addManual,
      {
        social_channel: 'naver_lounge',
        social_account: 'Lounge',
        social_link: 'https://example.com/lounge/x',
      },
      { as, game },
    );
    expect(wrong.code).toBe(errorCatalog.validation_failed.code);
    const lounge = await call(
      app,
      api.account.addManual,
      {
        social_channel: 'naver_lounge',
        social_account: 'Lounge',
        social_link: 'https://game.naver.com/lounge/Herald_Quest/home',
      },
      { as, game },
    );
    expect(lounge.social_id).toBe('Herald_Quest');
  });

  it('queues a sync for accounts whose data is a day old, never for accounts worked by hand', async () => {
    const { app, database, queue } = testApp();
    const { as, game, account } = await connected();
    const manual = await call(
      app,
      api.account.addManual,
      {
        social_channel: 'facebook_group',
        social_account: 'Group',
        social_link: 'https://www.facebook.com/groups/due.test',
      },
      { as, game },
    );
    await database.db
      .update(socialAccounts)
      .set({ lastSyncedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(socialAccounts.id, [account.id, manual.id]));
    await jobs().due.handle({});
    const queued = await queue.boss.findJobs('account.sync', { data: { accountId: account.id } });
    expect(queued.length).toBeGreaterThan(0);
    const skipped = await queue.boss.findJobs('account.sync', { data: { accountId: manual.id } });
    expect(skipped).toHaveLength(0);
  });

  it('syncs the profile and recent posts after connecting', async () => {
    const { app } = testApp();
    const { as, game, account } = await connected();
    await jobs().sync.handle({ accountId: account.id });
    const [listed] = (await call(app, api.account.list, {}, { as, game })).list;
    expect(listed?.first_data_time).not.toBeNull();
    expect(listed?.social_link).toMatch(/^https:\/\//);
  });
});
