import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oauthAttempts } from '../../src/db/schema/index.js';
import { loadCredential, saveCredential } from '../../src/modules/accounts/credentials.js';
import { tokensOf } from '../../src/platforms/vk/tokens.js';
import { call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { administeredGroups } from '../platforms/vk-helpers.js';
import { answerConsent, bindAndConsent, connectAccounts, gameMember, startBind } from './connect-helpers.js';

describe('connecting VK communities (the administrator’s sign-in, then the community consent with group_ids)', () => {
  const networks = useEmulator(37);
  const testApp = useTestApp({ env: networks.env });

  it('connects the asked communities through two consents, the sign-in then the communities, with both lasting tokens', async () => {
    const { app, database, vault } = testApp();
    const { as, game } = await gameMember(database.db);
    const groupIds = (await administeredGroups(networks.url())).slice(0, 2).map((group) => String(group.id));
    const { started, followed, callback, candidates, accounts } = await connectAccounts(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'vk', group_ids: groupIds },
      { pick: () => groupIds },
    );
    const signIn = new URL(started.authorize_url);
    expect(signIn.pathname).toBe('/vk/oauth/authorize');
    expect(signIn.searchParams.has('group_ids')).toBe(false);
    expect(signIn.searchParams.get('v')).toBe('5.131');
    expect(followed).toHaveLength(1);
    const communities = new URL(followed[0] ?? '');
    expect(communities.searchParams.get('group_ids')).toBe(groupIds.join(','));
    expect(communities.searchParams.get('state')).toBe(started.state);
    expect(communities.searchParams.get('redirect_uri')).toBe(signIn.searchParams.get('redirect_uri'));
    expect(callback).toEqual({ state: started.state, social_channel: 'vk' });
    expect(candidates.map((candidate) => candidate.social_id)).toEqual(groupIds);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({ social_channel: 'vk', status: 'connected', emulated: true });
    expect(accounts[0]?.social_link).toMatch(/^https:\/\/vk\.com\//);
    const credential = await loadCredential(database.db, vault, accounts[0]?.id ?? 0);
    if (!credential) throw new Error('no credential stored');
    expect(credential).toMatchObject({ refreshToken: null, expiresAt: null });
    const tokens = tokensOf(credential);
    expect(tokens.community.value).toMatch(/^vk1\.a\./);
    expect(tokens.user.value).toMatch(/^vk1\.a\./);
    expect(tokens.user.value).not.toBe(tokens.community.value);
  });

  it('keeps the sign-in’s user token sealed with the attempt and out of the answer, till the community consent', async () => {
    const { app, database } = testApp();
    const member = await gameMember(database.db);
    const groupIds = (await administeredGroups(networks.url())).slice(2, 3).map((group) => String(group.id));
    const { started, back } = await bindAndConsent(app, networks.url(), member, {
      social_channel: 'vk',
      group_ids: groupIds,
    });
    const first = await call(app, api.oauth.callback, { state: started.state, code: back.code }, member);
    expect(Object.keys(first).sort()).toEqual(['next_url', 'social_channel', 'state']);
    expect(first.next_url).not.toMatch(/vk1\.a\./);
    const [attempt] = await database.db
      .select()
      .from(oauthAttempts)
      .where(eq(oauthAttempts.state, started.state));
    expect(attempt).toMatchObject({ status: 'pending' });
    expect(attempt?.grant).not.toMatch(/vk1\.a\./);
    // Nothing is offered before the community consent.
    const early = await fail(app, api.account.bindCandidates, { state: started.state }, member);
    expect(early.code).toBe(errorCatalog.oauth_state_invalid.code);
  });

  it('refuses a community consent answered without the sign-in before it, and forgets the attempt', async () => {
    const { app, database } = testApp();
    const member = await gameMember(database.db);
    const groupIds = (await administeredGroups(networks.url())).slice(0, 1).map((group) => String(group.id));
    const started = await startBind(app, member, { social_channel: 'vk', group_ids: groupIds });
    // The popup answers the community consent straight away: VK gives community tokens, no user token.
    const communities = new URL(started.authorize_url);
    communities.searchParams.set('group_ids', groupIds.join(','));
    const back = await answerConsent(networks.url(), 'vk', communities.toString());
    const refused = await fail(app, api.oauth.callback, { state: started.state, code: back.code }, member);
    expect(refused.code).toBe(errorCatalog.oauth_failed.code);
    expect(refused.msg).toContain('VK sent no user token');
    const again = await fail(app, api.oauth.callback, { state: started.state, code: back.code }, member);
    expect(again.code).toBe(errorCatalog.oauth_state_invalid.code);
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
    expect(new URL(started.authorize_url).searchParams.has('group_ids')).toBe(false);
    const signedIn = await answerConsent(networks.url(), 'vk', started.authorize_url);
    const first = await call(app, api.oauth.callback, { state: started.state, code: signedIn.code }, member);
    const next = first.next_url ?? '';
    expect(new URL(next).searchParams.get('group_ids')).toBe(groupIds.join(','));
    // The account is renewed at the community consent, not before.
    expect(await fail(app, api.account.refresh, { id }, member)).toMatchObject({
      code: errorCatalog.account_reconnect.code,
    });
    const back = await answerConsent(networks.url(), 'vk', next);
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
