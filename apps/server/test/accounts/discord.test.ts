import { api, errorCatalog } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { loadCredential } from '../../src/modules/accounts/credentials.js';
import { buildGame, buildUser, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { consentVia } from './connect-helpers.js';

type Guild = { id: string; name: string; role: 'owner' | 'admin' | 'member' };

describe('connecting a Discord server (bot install)', () => {
  const networks = useEmulator(53);
  const testApp = useTestApp({ env: networks.env });

  async function caller() {
    const { database } = testApp();
    const user = await buildUser(database.db);
    const game = (await buildGame(database.db, [user.id])).game_id;
    return { as: await signInAs(database.db, user.id), game };
  }

  it('installs the bot in the server picked on the consent page and lists that server', async () => {
    const { app, database, vault } = testApp();
    const { as, game } = await caller();
    const started = await call(app, api.account.bind, { social_channel: 'discord' }, { as, game });
    const asked = new URL(started.authorize_url);
    expect(asked.pathname).toBe('/discord/www/oauth2/authorize');
    expect(asked.searchParams.get('scope')).toBe('bot applications.commands identify guilds');
    expect(asked.searchParams.get('permissions')).toMatch(/^\d+$/);

    const state = (await (await fetch(`${networks.url()}/_emulator/discord/state`)).json()) as {
      guilds: Guild[];
    };
    const picked = state.guilds.find((guild) => guild.role === 'admin');
    if (!picked) throw new Error('no server the emulated user administers');
    const back = await consentVia(networks.url(), 'discord', started.authorize_url, {
      decision: 'allow',
      guild_id: picked.id,
    });
    expect(back.guild_id).toBe(picked.id);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });

    const { candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    expect(candidates).toEqual([
      expect.objectContaining({
        social_id: picked.id,
        social_account: picked.name,
        social_link: `https://discord.com/channels/${picked.id}`,
        avatar_url: expect.stringMatching(/^https:\/\/cdn\.discordapp\.com\/icons\//),
      }),
    ]);
    const [account] = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: [picked.id] },
      { as, game },
    );
    if (!account) throw new Error('not connected');
    expect(account).toMatchObject({ social_channel: 'discord', status: 'connected', emulated: true });
    const credential = await loadCredential(database.db, vault, account.id);
    expect(credential?.refreshToken).toBeTruthy();

    const listed = await call(app, api.account.list, { social_channel: 'discord' }, { as, game });
    expect(listed.list.map((row) => [row.social_id, row.social_account])).toEqual([[picked.id, picked.name]]);
  });

  it('a cancelled install is reported as declined on Discord', async () => {
    const { app } = testApp();
    const { as, game } = await caller();
    const started = await call(app, api.account.bind, { social_channel: 'discord' }, { as, game });
    const back = await consentVia(networks.url(), 'discord', started.authorize_url, { decision: 'deny' });
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
