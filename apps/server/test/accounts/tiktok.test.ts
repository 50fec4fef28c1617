import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { buildGame, buildUser, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { consentVia, control } from './connect-helpers.js';

describe('connecting a TikTok account (Login Kit with PKCE)', () => {
  const networks = useEmulator(61);
  const testApp = useTestApp({ env: networks.env });

  async function bind() {
    const { app, database } = testApp();
    const user = await buildUser(database.db);
    const game = (await buildGame(database.db, [user.id])).game_id;
    const as = await signInAs(database.db, user.id);
    const started = await call(app, api.account.bind, { social_channel: 'tiktok' }, { as, game });
    return { app, as, game, started };
  }

  it('connects the authorizing creator with a refreshable 24-hour token', async () => {
    const { database, vault } = testApp();
    const { app, as, game, started } = await bind();
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/tiktok/www/v2/auth/authorize/');
    expect(asked.searchParams.get('scope')).toContain('video.publish');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consentVia(networks.url(), 'tiktok', started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    const { candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    expect(candidates).toHaveLength(1);
    const [account] = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: candidates.map((candidate) => candidate.social_id) },
      { as, game },
    );
    expect(account).toMatchObject({ social_channel: 'tiktok', status: 'connected', emulated: true });
    expect(account?.social_link).toMatch(/^https:\/\/www\.tiktok\.com\/@/);
    const credential = account ? await loadCredential(database.db, vault, account.id) : undefined;
    expect(credential?.refreshToken).toBeTruthy();
    expect(credential?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('tells the user TikTok cannot be bound from a mainland China network', async () => {
    const { app, as, game, started } = await bind();
    await control(networks.url(), '/tiktok/region', { mainland_china: true });
    try {
      const back = await consentVia(networks.url(), 'tiktok', started.authorize_url);
      expect(back.code).toBeUndefined();
      const refused = await fail(
        app,
        api.oauth.callback,
        { state: started.state, error: back.error, error_description: back.error_description },
        { as, game },
      );
      expect(refused.code).toBe(errorCatalog.tiktok_mainland.code);
      expect(refused.msg).toBe('TikTok cannot be bound from a mainland China network');
    } finally {
      await control(networks.url(), '/tiktok/region', { mainland_china: false });
    }
  });

  it('a declined consent is reported as declined on TikTok', async () => {
    const { app, as, game, started } = await bind();
    const back = await consentVia(networks.url(), 'tiktok', started.authorize_url, 'deny');
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('TikTok');
  });
});
