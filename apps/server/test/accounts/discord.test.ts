import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { bindAndConsent, connectAccounts, gameMember } from './connect-helpers.js';

type Guild = { id: string; name: string; role: 'owner' | 'admin' | 'member' };

describe('connecting a Discord server (bot install)', () => {
  const networks = useEmulator(53);
  const testApp = useTestApp({ env: networks.env });

  it('installs the bot in the server picked on the consent page and lists that server', async () => {
    const { app, database, vault } = testApp();
    const { as, game } = await gameMember(database.db);
    const state = (await (await fetch(`${networks.url()}/_emulator/discord/state`)).json()) as {
      guilds: Guild[];
    };
    const picked = state.guilds.find((guild) => guild.role === 'admin');
    if (!picked) throw new Error('no server the emulated user administers');
    const { started, back, candidates, accounts } = await connectAccounts(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'discord' },
      { answer: { decision: 'allow', guild_id: picked.id }, pick: () => [picked.id] },
    );
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/discord/www/oauth2/authorize');
    expect(asked.searchParams.get('scope')).toBe('bot applications.commands identify guilds');
    expect(asked.searchParams.get('permissions')).toMatch(/^\d+$/);
    expect(back.guild_id).toBe(picked.id);
    expect(candidates).toEqual([
      expect.objectContaining({
        social_id: picked.id,
        social_account: picked.name,
        social_link: `https://discord.com/channels/${picked.id}`,
        avatar_url: expect.stringMatching(/^https:\/\/cdn\.discordapp\.com\/icons\//),
      }),
    ]);
    const [account] = accounts;
    if (!account) throw new Error('not connected');
    expect(account).toMatchObject({ social_channel: 'discord', status: 'connected', emulated: true });
    const credential = await loadCredential(database.db, vault, account.id);
    expect(credential?.refreshToken).toBeTruthy();

    const listed = await call(app, api.account.list, { social_channel: 'discord' }, { as, game });
    expect(listed.list.map((row) => [row.social_id, row.social_account])).toEqual([[picked.id, picked.name]]);
  });

  it('a cancelled install is reported as declined on Discord', async () => {
    const { app, database } = testApp();
    const { as, game } = await gameMember(database.db);
    const { started, back } = await bindAndConsent(
      app,
      networks.url(),
      { as, game },
      { social_channel: 'discord' },
      { decision: 'deny' },
    );
    const denied = await fail(
      app,
      api.oauth.callback,
      { state: started.state, error: back.error },
      { as, game },
    );
    expect(denied.code).toBe(errorCatalog.oauth_denied.code);
    expect(denied.msg).toContain('Discord');
  });
});
