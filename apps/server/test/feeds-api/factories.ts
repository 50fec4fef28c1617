import type { Db } from '../../src/db/client.js';
import { feeds, feedTerms, memberAccounts, tags } from '../../src/db/schema/index.js';
import { itemTermsOf } from '../../src/modules/feeds/terms.js';
import { buildAccount, buildGame, buildMember, signInAs } from '../factories.js';

type FeedInsert = typeof feeds.$inferInsert;
type Account = Awaited<ReturnType<typeof buildAccount>>;

let sequence = 0;
/** Items are written a second apart by default, newest last, so tests read a stable order. */
const base = Date.now() - 10 * 86_400_000;

/**
 * One stored inbox item of an account, as ingestion stores it: the row, and its keyword terms (its
 * text and its author's name) through the same termsOf.
 */
export async function buildFeed(
  db: Db,
  account: Pick<Account, 'id' | 'gameId' | 'socialChannel'>,
  overrides: Partial<FeedInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(feeds)
    .values({
      gameId: account.gameId,
      accountId: account.id,
      network: account.socialChannel,
      source: 'comment',
      feedType: 'comment',
      remoteId: `remote-${process.pid}-${sequence}`,
      postRemoteId: 'post-1',
      authorId: `person-${sequence}`,
      authorName: `Player ${sequence}`,
      text: `Comment number ${sequence}`,
      createdAt: new Date(base + sequence * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('feed not created');
  const terms = itemTermsOf(row.text, row.authorName ?? null);
  if (terms.length > 0)
    await db
      .insert(feedTerms)
      .values(terms.map((term) => ({ gameId: row.gameId, term, createdAt: row.createdAt, feedId: row.id })));
  return row;
}

export async function buildTag(db: Db, gameId: number, name: string) {
  const [tag] = await db.insert(tags).values({ gameId, name, color: '#336699' }).returning();
  if (!tag) throw new Error('tag not created');
  return tag;
}

/**
 * A game with two Facebook accounts, its admin, and a member who may see only the first account (the
 * inbox and composing keys, the view permission).
 */
export async function inboxGame(db: Db) {
  const game = (await buildGame(db)).game_id;
  const adminUser = await buildMember(db, game, { admin: true });
  const memberUser = await buildMember(db, game, { keys: ['content_base', 'content_compose'] });
  const seen = await buildAccount(db, game, { socialAccount: 'Star Harbor' });
  const hidden = await buildAccount(db, game, { socialAccount: 'Star Harbor JP' });
  await db.insert(memberAccounts).values({ gameId: game, userId: memberUser.id, accountId: seen.id });
  return {
    game,
    adminUser,
    memberUser,
    admin: await signInAs(db, adminUser.id),
    member: await signInAs(db, memberUser.id),
    seen,
    hidden,
  };
}
