import { api, errorCatalog } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCredentials } from '../../src/db/schema/index.js';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { bindAndConsent, connectAccounts, gameMember } from './connect-helpers.js';

describe('connecting an X account (OAuth 2.0 with PKCE, rotating refresh tokens)', () => {
  const networks = useEmulator(31);
  const testApp = useTestApp({ env: networks.env });

  async function connectX() {
    const { app, database } = testApp();
    const member = await gameMember(database.db);
    const { started, candidates, accounts } = await connectAccounts(app, networks.url(), member, {
      social_channel: 'twitter',
    });
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/x/www/i/oauth2/authorize');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('scope')).toContain('offline.access');
    expect(candidates).toHaveLength(1);
    const [account] = accounts;
    if (!account) throw new Error('not connected');
    return { as: member.as, game: member.game, account };
  }
  // The emulated X user is one profile: it is connected once and shared by the tests below.
  let connected: ReturnType<typeof connectX> | undefined;
  const connectedX = () => {
    connected ??= connectX();
    return connected;
  };

  it('connects the authorizing profile with an expiring token and a refresh token', async () => {
    const { database, vault } = testApp();
    const { account } = await connectedX();
    expect(account).toMatchObject({ social_channel: 'twitter', status: 'connected', emulated: true });
    expect(account.social_link).toMatch(/^https:\/\/x\.com\//);
    const credential = await loadCredential(database.db, vault, account.id);
    expect(credential?.refreshToken).toBeTruthy();
    expect(credential?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });

  it('renews an expiring token before calling; racing calls both succeed and keep the rotated token', async () => {
    const { app, database, vault } = testApp();
    const { as, game, account } = await connectedX();
    const before = await loadCredential(database.db, vault, account.id);
    await database.db
      .update(accountCredentials)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(accountCredentials.accountId, account.id));
    const [first, second] = await Promise.all([
      call(app, api.account.refresh, { id: account.id }, { as, game }),
      call(app, api.account.refresh, { id: account.id }, { as, game }),
    ]);
    expect(first.status).toBe('connected');
    expect(second.status).toBe('connected');
    const after = await loadCredential(database.db, vault, account.id);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });

  it("looks X users up by handle with the connected account, and refuses another network's look-up", async () => {
    const { app } = testApp();
    const { as, game, account } = await connectedX();
    const state = (await (await fetch(`${networks.url()}/_emulator/x/state`)).json()) as {
      visitors: { id: string; username: string }[];
    };
    const [visitor] = state.visitors;
    if (!visitor) throw new Error('no visitors');
    const found = await call(
      app,
      api.third.search,
      { account_id: account.id, kind: 'x_users', query: `@${visitor.username}, @nobody_here_0` },
      { as, game },
    );
    expect(found).toEqual([
      expect.objectContaining({ id: visitor.id, extra: { username: visitor.username } }),
    ]);
    const wrong = await fail(
      app,
      api.third.search,
      { account_id: account.id, kind: 'facebook_pages', query: 'x' },
      { as, game },
    );
    expect(wrong.code).toBe(errorCatalog.validation_failed.code);
  });

  it('a declined consent is reported as declined on X', async () => {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const { started, back } = await bindAndConsent(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'twitter' },
      'deny',
    );
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('X');
  });
});
