import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { buildGame, buildUser, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { consent } from './connect-helpers.js';

describe('connecting WhatsApp business numbers (Embedded Signup through Facebook Login)', () => {
  const networks = useEmulator(67);
  const testApp = useTestApp({ env: networks.env });

  async function bind() {
    const { app, database } = testApp();
    const user = await buildUser(database.db);
    const game = (await buildGame(database.db, [user.id])).game_id;
    const as = await signInAs(database.db, user.id);
    const started = await call(app, api.account.bind, { social_channel: 'whatsapp' }, { as, game });
    return { app, as, game, started };
  }

  it('offers the phone numbers of the shared WhatsApp Business Account and connects them', async () => {
    const { database, vault } = testApp();
    const { app, as, game, started } = await bind();
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/facebook/www/v25.0/dialog/oauth');
    expect(asked.searchParams.get('scope')).toBe('whatsapp_business_management,whatsapp_business_messaging');
    const back = await consent(networks.url(), started.authorize_url);
    const done = await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    expect(done).toEqual({ state: started.state, social_channel: 'whatsapp' });
    const { social_channel, candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    expect(social_channel).toBe('whatsapp');
    expect(candidates).toHaveLength(2);
    expect(candidates.map((candidate) => candidate.social_account)).toEqual([
      expect.stringMatching(/\(\+1 555-\d{3}-\d{4}\)$/),
      expect.stringMatching(/ Support \(\+44 7700 900\d{3}\)$/),
    ]);
    expect(candidates.every((candidate) => candidate.social_link?.startsWith('https://wa.me/'))).toBe(true);
    const accounts = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: candidates.map((candidate) => candidate.social_id) },
      { as, game },
    );
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
    const back = await consent(networks.url(), started.authorize_url, { deny: true });
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
