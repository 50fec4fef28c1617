import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { answerConsent, connectAccounts, gameMember, startBind } from './connect-helpers.js';

describe('connecting WhatsApp business numbers (Embedded Signup through Facebook Login)', () => {
  const networks = useEmulator(67);
  const testApp = useTestApp({ env: networks.env });

  async function bind() {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const started = await startBind(app, { as, game }, { social_channel: 'whatsapp' });
    return { app, as, game, started };
  }

  it('offers the phone numbers of the shared WhatsApp Business Account and connects them', async () => {
    const { app, database, vault } = testApp();
    const member = await gameMember(database.db);
    const {
      started,
      callback: done,
      offered,
      candidates,
      accounts,
    } = await connectAccounts(app, networks.url(), member, { social_channel: 'whatsapp' });
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/facebook/www/v25.0/dialog/oauth');
    expect(asked.searchParams.get('scope')).toBe('whatsapp_business_management,whatsapp_business_messaging');
    expect(done).toEqual({ state: started.state, social_channel: 'whatsapp' });
    const { social_channel } = offered;
    expect(social_channel).toBe('whatsapp');
    expect(candidates).toHaveLength(2);
    expect(candidates.map((candidate) => candidate.social_account)).toEqual([
      expect.stringMatching(/\(\+1 555-\d{3}-\d{4}\)$/),
      expect.stringMatching(/ Support \(\+44 7700 900\d{3}\)$/),
    ]);
    expect(candidates.every((candidate) => candidate.social_link?.startsWith('https://wa.me/'))).toBe(true);
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      expect(account).toMatchObject({ social_channel: 'whatsapp', status: 'connected', emulated: true });
      const credential = await loadCredential(database.db, vault, account.id);
      expect(credential?.refreshToken).toBeNull();
      expect(credential?.scopes).toContain('whatsapp_business_messaging');
      expect(credential?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    }
  });

  it('a declined signup is reported as declined on WhatsApp', async () => {
    const { app, as, game, started } = await bind();
    const back = await answerConsent(networks.url(), 'whatsapp', started.authorize_url, 'deny');
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('WhatsApp');
  });
});
