import type { ListenNetwork, TopicType } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { listenItems, listenMatches, listenTopics, users } from '../../src/db/schema/index.js';
import { buildGame, buildMember, type Caller, signInAs } from '../factories.js';
import type { TestApp } from '../harness.js';

export interface Person {
  id: number;
  as: { as: Caller; game: number };
}

/**
 * A game with a listener (listen_base, English), a Chinese listener (zh-CN), a member without
 * listening, and another game with its own listener.
 */
export async function insightGame(testApp: TestApp) {
  const { db } = testApp.database;
  const game = (await buildGame(db)).game_id;
  const other = (await buildGame(db)).game_id;
  const person = async (gameId: number, keys: Parameters<typeof buildMember>[2], language = 'en') => {
    const user = await buildMember(db, gameId, keys);
    if (language !== 'en') await db.update(users).set({ language }).where(eq(users.id, user.id));
    const person: Person = { id: user.id, as: { as: await signInAs(db, user.id), game: gameId } };
    return person;
  };
  return {
    game,
    other,
    listener: await person(game, { keys: ['listen_base'] }),
    chinese: await person(game, { keys: ['listen_base'] }, 'zh-CN'),
    outsider: await person(game, { keys: ['content_base'] }),
    stranger: await person(other, { keys: ['listen_base'] }),
  };
}

/** A topic stored as the topic editor saves one (keyword terms; listening on X and Reddit). */
export async function buildTopic(
  db: Db,
  gameId: number,
  values: { title?: string; type?: TopicType; status?: number; terms?: string[] } = {},
) {
  const [row] = await db
    .insert(listenTopics)
    .values({
      gameId,
      title: values.title ?? 'Frost Mage',
      type: values.type ?? 'custom',
      status: values.status ?? 1,
      sources: [
        { network: 'twitter', hashtags: [], page: null },
        { network: 'reddit', hashtags: [], page: null },
      ],
      include: [
        {
          match: 'contain_any',
          terms: (values.terms ?? ['frost mage', '冰霜法师']).map((value) => ({
            kind: 'keyword' as const,
            value,
          })),
        },
      ],
      exclude: [],
    })
    .returning();
  if (!row) throw new Error('topic not created');
  return row;
}

let external = 0;

/** One item heard on a network and its match by a topic (time, network, author, sentiment copied). */
export interface Heard {
  text: string;
  at: string;
  network?: ListenNetwork;
  sentiment?: 'positive' | 'neutral' | 'negative';
  author?: { id: string; name?: string; handle?: string; reach?: number } | null;
}

/** Stores an item and a topic's match of it, as ingestion does; returns the item's id. */
export async function hear(db: Db, topic: { id: number; gameId: number }, heard: Heard): Promise<number> {
  external += 1;
  const network = heard.network ?? 'twitter';
  const author = heard.author === undefined ? null : heard.author;
  const sentiment = heard.sentiment ?? 'neutral';
  const [item] = await db
    .insert(listenItems)
    .values({
      gameId: topic.gameId,
      network,
      externalId: `ext-${process.pid}-${external}`,
      url: `https://example.test/${external}`,
      text: heard.text,
      authorId: author?.id ?? null,
      authorName: author?.name ?? null,
      authorHandle: author?.handle ?? null,
      authorReach: author?.reach ?? null,
      publishedAt: new Date(heard.at),
      sentiment,
    })
    .returning({ id: listenItems.id });
  if (!item) throw new Error('item not stored');
  await matchItem(db, topic, item.id, heard);
  return item.id;
}

/** A further topic's match of an item already heard. */
export async function matchItem(db: Db, topic: { id: number; gameId: number }, itemId: number, heard: Heard) {
  const author = heard.author ?? null;
  const network = heard.network ?? 'twitter';
  await db.insert(listenMatches).values({
    topicId: topic.id,
    itemId,
    gameId: topic.gameId,
    network,
    publishedAt: new Date(heard.at),
    sentiment: heard.sentiment ?? 'neutral',
    authorKey: author ? `${network}:${author.id}` : null,
    authorReach: author?.reach ?? null,
    terms: ['frost mage'],
  });
}
