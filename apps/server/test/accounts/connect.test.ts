import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCredentials, oauthAttempts } from '../../src/db/schema/index.js';
import { buildMember, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import {
  authorize,
  bindAndConsent,
  connectAccounts,
  connectPages,
  emulatorTokens,
  gameMember,
} from './connect-helpers.js';

describe('connecting Facebook Pages through the emulator', () => {
  const networks = useEmulator(11);
  const testApp = useTestApp({ env: networks.env });

  const admin = () => gameMember(testApp().database.db);

  it('lists every network with its capabilities and whether it can be connected here', async () => {
    const { as, game } = await admin();
    const profiles = await call(testApp().app, api.account.networks, {}, { as, game });
    const byName = new Map(profiles.map((profile) => [profile.network, profile]));
    expect(byName.get('facebook')).toMatchObject({ configured: true, emulated: true, connect: 'oauth' });
    expect(byName.get('facebook')?.capabilities.publish_poll).toBe('no');
    expect(byName.get('naver_lounge')).toMatchObject({ configured: false, connect: 'none' });
    expect(profiles).toHaveLength(13);
    expect(profiles.at(-1)).toMatchObject({ network: 'twitch', configured: true, emulated: true });
  });

  it('authorizes in a popup, offers the Pages and connects the picked ones with sealed tokens', async () => {
    const { app, database } = testApp();
    const { as, game, user } = await admin();
    const firstTwo = (offered: { social_id: string }[]) => offered.slice(0, 2).map((page) => page.social_id);
    const {
      started,
      callback: done,
      candidates,
      accounts: connected,
    } = await connectAccounts(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'facebook' },
      { pick: firstTwo },
    );
    const authorizeUrl = new URL(started.authorize_url);
    expect(authorizeUrl.href.startsWith(`${networks.url()}/facebook/www/v25.0/dialog/oauth`)).toBe(true);
    expect(authorizeUrl.searchParams.get('state')).toBe(started.state);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toMatch(/\/middle\/oauth$/);
    expect(done).toEqual({ state: started.state, social_channel: 'facebook' });

    expect(candidates.length).toBe(8);
    expect(
      candidates.every((candidate) => !candidate.connected_here && candidate.connected_game === null),
    ).toBe(true);
    const picked = firstTwo(candidates);
    expect(connected.map((account) => account.social_id).sort()).toEqual([...picked].sort());
    expect(connected[0]).toMatchObject({
      social_channel: 'facebook',
      status: 'connected',
      emulated: true,
      need_reconnect: false,
      visibility: 'my_connected',
      connected_by: user.name,
    });

    const list = await testApp().app.inject({
      method: 'POST',
      url: '/api/admin/account/list',
      payload: {},
      headers: {
        cookie: as.cookie,
        'x-csrf-token': as.csrf,
        'x-common-params': JSON.stringify({ platform: 'web', game_id: game, area_id: 'asia', tz_offset: 0 }),
      },
    });
    expect(list.json().data.total).toBe(2);
    for (const token of await emulatorTokens(networks.url())) expect(list.body).not.toContain(token);

    const sealed = await database.db.select().from(accountCredentials);
    const tokens = await emulatorTokens(networks.url());
    for (const row of sealed) {
      expect(row.accessToken.startsWith('v1.test.')).toBe(true);
      expect(tokens).not.toContain(row.accessToken);
    }
    // The authorization is consumed: the same state cannot connect again.
    const again = await fail(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: picked },
      { as, game },
    );
    expect(again.code).toBe(errorCatalog.oauth_state_invalid.code);
  });

  it('says where a Page is already connected, here or in another game, and connects nothing', async () => {
    const { app } = testApp();
    const first = await admin();
    const [page] = await connectPages(app, networks.url(), first.as, first.game, 1);
    if (!page) throw new Error('no page connected');

    const sameGame = await authorize(app, networks.url(), first.as, first.game);
    const here = await call(app, api.account.bindCandidates, { state: sameGame }, first);
    expect(here.candidates.find((c) => c.social_id === page.social_id)?.connected_here).toBe(true);
    const refused = await fail(
      app,
      api.account.bindAccounts,
      { state: sameGame, social_ids: [page.social_id] },
      first,
    );
    expect(refused.code).toBe(errorCatalog.account_connected_here.code);

    const other = await admin();
    const state = await authorize(app, networks.url(), other.as, other.game);
    const there = await call(app, api.account.bindCandidates, { state }, other);
    const candidate = there.candidates.find((c) => c.social_id === page.social_id);
    expect(candidate?.connected_game).toMatch(/^Game /);
    const free = there.candidates.find((c) => !c.connected_game && !c.connected_here);
    if (!free) throw new Error('expected a free page');
    const elsewhere = await fail(
      app,
      api.account.bindAccounts,
      { state, social_ids: [free.social_id, page.social_id] },
      other,
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.code).toBe(errorCatalog.account_connected_elsewhere.code);
    expect(elsewhere.msg).toContain(candidate?.connected_game ?? '?');
    // All or nothing: the free Page was not connected either.
    const list = await call(app, api.account.list, {}, other);
    expect(list.total).toBe(0);
  });

  it('records a denied or foreign authorization and never reuses a state', async () => {
    const { app, database } = testApp();
    const { as, game } = await admin();
    const { started, back } = await bindAndConsent(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'facebook' },
      'deny',
    );
    expect(back.error).toBe('access_denied');
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error, error_description: back.error_description },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('Facebook');
    const [attempt] = await database.db
      .select()
      .from(oauthAttempts)
      .where(eq(oauthAttempts.state, started.state));
    expect(attempt?.status).toBe('failed');
    const replay = await fail(app, api.oauth.callback, { state: started.state, code: 'x' }, { as, game });
    expect(replay.code).toBe(errorCatalog.oauth_state_invalid.code);

    const second = await call(app, api.account.bind, { social_channel: 'facebook' }, { as, game });
    const stranger = await signInAs(
      database.db,
      (await buildMember(database.db, game, { keys: ['account_manage'] })).id,
    );
    const foreign = await fail(
      app,
      api.oauth.callback,
      { state: second.state, code: 'x' },
      { as: stranger, game },
    );
    expect(foreign.code).toBe(errorCatalog.oauth_state_invalid.code);
  });

  it('refuses networks this server cannot reach, naming them', async () => {
    const { app } = testApp();
    const { as, game } = await admin();
    const naver = await fail(app, api.account.bind, { social_channel: 'naver_lounge' }, { as, game });
    expect(naver.code).toBe(errorCatalog.network_not_configured.code);
    expect(naver.msg).toContain('Naver Lounge');
  });
});
