import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { answerConsent, connectAccounts, control, gameMember, startBind } from './connect-helpers.js';

describe('connecting a TikTok account (Login Kit with PKCE)', () => {
  const networks = useEmulator(61);
  const testApp = useTestApp({ env: networks.env });

  async function bind() {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const started = await startBind(app, { as, game }, { social_channel: 'tiktok' });
    return { app, as, game, started };
  }

  it('connects the authorizing creator with a refreshable 24-hour token', async () => {
    const { app, database, vault } = testApp();
    const member = await gameMember(database.db);
    const { started, candidates, accounts } = await connectAccounts(app, networks.url(), member, {
      social_channel: 'tiktok',
    });
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/tiktok/www/v2/auth/authorize/');
    expect(asked.searchParams.get('scope')).toContain('video.publish');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(candidates).toHaveLength(1);
    const [account] = accounts;
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
      const back = await answerConsent(networks.url(), 'tiktok', started.authorize_url);
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
    const back = await answerConsent(networks.url(), 'tiktok', started.authorize_url, 'deny');
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
