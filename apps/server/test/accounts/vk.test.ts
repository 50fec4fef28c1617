import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { administeredGroups } from '../platforms/vk-helpers.js';
import { bindAndConsent, connectAccounts, gameMember } from './connect-helpers.js';

describe('connecting VK communities (community token flow with group_ids)', () => {
  const networks = useEmulator(37);
  const testApp = useTestApp({ env: networks.env });

  it('offers the asked communities and connects them with lasting community tokens', async () => {
    const { app, database, vault } = testApp();
    const { as, game } = await gameMember(database.db);
    const groupIds = (await administeredGroups(networks.url())).slice(0, 2).map((group) => String(group.id));
    const { started, candidates, accounts } = await connectAccounts(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'vk', group_ids: groupIds },
      { pick: () => groupIds },
    );
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/vk/oauth/authorize');
    expect(asked.searchParams.get('group_ids')).toBe(groupIds.join(','));
    expect(asked.searchParams.get('v')).toBe('5.131');
    expect(candidates.map((candidate) => candidate.social_id)).toEqual(groupIds);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({ social_channel: 'vk', status: 'connected', emulated: true });
    expect(accounts[0]?.social_link).toMatch(/^https:\/\/vk\.com\//);
    const credential = await loadCredential(database.db, vault, accounts[0]?.id ?? 0);
    expect(credential).toMatchObject({ refreshToken: null, expiresAt: null });
  });

  it('refuses a VK sign-in without community ids', async () => {
    const { as, game } = await gameMember(testApp().database.db);
    const refused = await fail(testApp().app, api.account.bind, { social_channel: 'vk' }, { as, game });
    expect(refused.code).toBe(errorCatalog.validation_failed.code);
  });

  it('reports a cancelled consent as declined on VK', async () => {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const groupIds = (await administeredGroups(networks.url())).slice(0, 1).map((group) => String(group.id));
    const { started, back } = await bindAndConsent(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'vk', group_ids: groupIds },
      'deny',
    );
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
