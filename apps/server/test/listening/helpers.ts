import type { SocialNetwork, TopicFields } from '@herald/contract';
import { saveCredential } from '../../src/modules/accounts/credentials.js';
import { buildAccount, buildGame, buildMember, signInAs } from '../factories.js';
import type { TestApp } from '../harness.js';
import { authorizedAccount } from '../platforms/emulated.js';

/** A game with a listener (listen_base) and a member without it. */
export async function listenGame(testApp: TestApp) {
  const { db } = testApp.database;
  const game = (await buildGame(db)).game_id;
  const listener = await buildMember(db, game, { keys: ['listen_base'] });
  const outsider = await buildMember(db, game, { keys: ['content_base'] });
  return {
    game,
    as: { as: await signInAs(db, listener.id), game },
    outsider: { as: await signInAs(db, outsider.id), game },
  };
}

/** Connects the game's account of a network through the emulator's consent, credential sealed. */
export async function connectEmulated(
  testApp: TestApp,
  emulatorUrl: string,
  game: number,
  network: SocialNetwork,
) {
  const adapter = testApp.platforms.require(network);
  const ref = await authorizedAccount(emulatorUrl, adapter);
  const account = await buildAccount(testApp.database.db, game, {
    socialChannel: network,
    socialId: ref.socialId,
    emulated: true,
  });
  await saveCredential(testApp.database.db, testApp.vault, account.id, ref.credential);
  return account;
}

/** A topic's fields: listening on the networks given for any of the words. */
export function topicFields(
  networks: SocialNetwork[],
  words: string[],
  extra: Partial<TopicFields> = {},
): TopicFields {
  return {
    title: `Topic ${words.join(' ')}`.slice(0, 100),
    description: '',
    type: 'custom',
    sources: networks.map((network) => ({ network, hashtags: [], page: null })),
    include_keywords: [{ match: 'contain_any', terms: words.map((value) => ({ kind: 'keyword', value })) }],
    exclude_keywords: [],
    steam_app_id: null,
    ...extra,
  };
}
