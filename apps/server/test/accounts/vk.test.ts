import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential, saveCredential } from '../../src/modules/accounts/credentials.js';
import { tokensOf } from '../../src/platforms/vk/tokens.js';
import { call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { administeredGroups } from '../platforms/vk-helpers.js';
import { answerConsent, bindAndConsent, connectAccounts, gameMember } from './connect-helpers.js';

describe('connecting VK communities (community token flow with group_ids)', () => {
  const networks = useEmulator(37);
  const testApp = useTestApp({ env: networks.env });

  it('offers the asked communities and connects them with lasting tokens (the community’s and its administrator’s)', async () => {
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

  it('shows a community kept without its administrator’s user token for one reconnect, which mends it', async () => {
    const { app, database, vault } = testApp();
    const member = await gameMember(database.db);
    // The third community: the first test connects the first two.
    const group = (await administeredGroups(networks.url()))[2];
    const groupIds = [String(group?.id)];
    const input = { social_channel: 'vk' as const, group_ids: groupIds };
    const [account] = (await connectAccounts(app, networks.url(), member, input)).accounts;
    const id = account?.id ?? 0;
    const credential = await loadCredential(database.db, vault, id);
    if (!credential) throw new Error('no credential stored');
    // As a community connected before Herald kept the user token: its community token alone.
    const legacy = { ...credential, accessToken: tokensOf(credential).community.value };
    await saveCredential(database.db, vault, id, legacy);
    const refused = await fail(app, api.account.refresh, { id }, member);
    expect(refused.code).toBe(errorCatalog.account_reconnect.code);
    const [listed] = (await call(app, api.account.list, {}, member)).list;
    expect(listed).toMatchObject({ status: 'oauth_expire', need_reconnect: true });

    const started = await call(app, api.account.rebind, { id }, member);
    expect(new URL(started.authorize_url).searchParams.get('group_ids')).toBe(groupIds.join(','));
    const back = await answerConsent(networks.url(), 'vk', started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, member);
    const healed = await call(app, api.account.refresh, { id }, member);
    expect(healed).toMatchObject({ status: 'connected', need_reconnect: false });
    expect(tokensOf((await loadCredential(database.db, vault, id)) ?? legacy).user.value).toEqual(
      expect.any(String),
    );
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
