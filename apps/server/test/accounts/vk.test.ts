import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { buildGame, buildUser, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { administeredGroups } from '../platforms/vk-helpers.js';
import { consentVia } from './connect-helpers.js';

describe('connecting VK communities (community token flow with group_ids)', () => {
  const networks = useEmulator(37);
  const testApp = useTestApp({ env: networks.env });

  async function member() {
    const { database } = testApp();
    const user = await buildUser(database.db);
    const game = (await buildGame(database.db, [user.id])).game_id;
    return { as: await signInAs(database.db, user.id), game };
  }

  it('offers the asked communities and connects them with lasting community tokens', async () => {
    const { app, database, vault } = testApp();
    const { as, game } = await member();
    const groupIds = (await administeredGroups(networks.url())).slice(0, 2).map((group) => String(group.id));
    const started = await call(
      app,
      api.account.bind,
      { social_channel: 'vk', group_ids: groupIds },
      { as, game },
    );
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/vk/oauth/authorize');
    expect(asked.searchParams.get('group_ids')).toBe(groupIds.join(','));
    expect(asked.searchParams.get('v')).toBe('5.131');
    const back = await consentVia(networks.url(), 'vk', started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    const { candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    expect(candidates.map((candidate) => candidate.social_id)).toEqual(groupIds);
    const accounts = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: groupIds },
      { as, game },
    );
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({ social_channel: 'vk', status: 'connected', emulated: true });
    expect(accounts[0]?.social_link).toMatch(/^https:\/\/vk\.com\//);
    const credential = await loadCredential(database.db, vault, accounts[0]?.id ?? 0);
    expect(credential).toMatchObject({ refreshToken: null, expiresAt: null });
  });

  it('refuses a VK sign-in without community ids', async () => {
    const { as, game } = await member();
    const refused = await fail(testApp().app, api.account.bind, { social_channel: 'vk' }, { as, game });
    expect(refused.code).toBe(errorCatalog.validation_failed.code);
  });

  it('reports a cancelled consent as declined on VK', async () => {
    const { app } = testApp();
    const { as, game } = await member();
    const groupIds = (await administeredGroups(networks.url())).slice(0, 1).map((group) => String(group.id));
    const started = await call(
      app,
      api.account.bind,
      { social_channel: 'vk', group_ids: groupIds },
      { as, game },
    );
    const back = await consentVia(networks.url(), 'vk', started.authorize_url, 'deny');
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('VK');
  });
});
