import { AREA_IDS, type Feed, type FeedChange, TAGS_PER_ITEM_MAX } from '@herald/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { feeds, feedTags, memberships, socialAccounts, tags, users } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { accountAccess } from '../../perm/index.js';
import { feedsOf, selectItems } from './rows.js';
import { type FeedRow, type FeedScope, feedIn, inScope, scopeOf } from './scope.js';

/** Which accounts a member may see, asked once per change (null: every account of the game). */
type Sees = (accountId: number) => boolean;

/**
 * An assignee is a member of the game; the item's account must be one they may see (the same rule as
 * their own inbox). Anyone else is an unknown reference.
 */
async function assigneeSees(db: DbOrTx, gameId: number, userId: number): Promise<Sees> {
  const [member] = await db
    .select({ user: users, isGameAdmin: memberships.isGameAdmin })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId), eq(users.disabled, false)));
  if (!member) throw new AppError('unknown_reference');
  const { user } = member;
  const isGameAdmin = member.isGameAdmin || user.isSuper;
  if (isGameAdmin) return () => true;
  const seen = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(
      accountAccess(
        db,
        { id: user.id, email: user.email, name: user.name, type: user.type, isSuper: user.isSuper },
        { gameId, areaId: AREA_IDS[0], isGameAdmin, resources: new Set() },
      ),
    );
  const ids = new Set(seen.map((row) => row.id));
  return (accountId) => ids.has(accountId);
}

/** Tags named by a change must be the game's own. */
async function assertGameTags(db: DbOrTx, gameId: number, tagIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(tagIds)];
  const [found] = await db
    .select({ n: count() })
    .from(tags)
    .where(and(eq(tags.gameId, gameId), inArray(tags.id, wanted)));
  if ((found?.n ?? 0) !== wanted.length) throw new AppError('unknown_reference');
}

/** A change checked once for all the items it goes to: its references resolved in the game. */
export interface PreparedChange {
  change: FeedChange;
  sees: Sees | null;
}

export async function prepareChange(db: DbOrTx, gameId: number, change: FeedChange): Promise<PreparedChange> {
  if (change.kind === 'tags_add' || change.kind === 'tags_remove')
    await assertGameTags(db, gameId, change.tag_ids);
  const sees =
    change.kind === 'assign' && change.assignee_id !== null
      ? await assigneeSees(db, gameId, change.assignee_id)
      : null;
  return { change, sees };
}

async function addTags(tx: Tx, row: FeedRow, tagIds: readonly number[]): Promise<void> {
  const have = await tx.select({ tagId: feedTags.tagId }).from(feedTags).where(eq(feedTags.feedId, row.id));
  const after = new Set([...have.map((tag) => tag.tagId), ...tagIds]);
  if (after.size > TAGS_PER_ITEM_MAX) throw new AppError('tag_limit', { params: { max: TAGS_PER_ITEM_MAX } });
  await tx
    .insert(feedTags)
    .values([...new Set(tagIds)].map((tagId) => ({ feedId: row.id, tagId, gameId: row.gameId })))
    .onConflictDoNothing();
}

/** The columns a change sets on the item (tags live beside it). */
function columnsOf(prepared: PreparedChange, row: FeedRow): Partial<FeedRow> {
  const { change } = prepared;
  switch (change.kind) {
    case 'state':
      return { state: change.state };
    case 'assign':
      if (change.assignee_id !== null && !prepared.sees?.(row.accountId))
        throw new AppError('unknown_reference');
      return { assigneeId: change.assignee_id };
    case 'sentiment':
      // A person's correction outlives every re-classification (the classifier leaves it alone).
      return { sentiment: change.sentiment, sentimentSource: 'person', sentimentCorrected: change.sentiment };
    case 'tags_add':
    case 'tags_remove':
      return {};
  }
}

/** Applies a change to one item the caller may see, locked in the caller's transaction. */
export async function applyChange(tx: Tx, scope: FeedScope, id: number, prepared: PreparedChange) {
  const row = await feedIn(tx, scope, id, true);
  const { change } = prepared;
  const columns = columnsOf(prepared, row);
  if (change.kind === 'tags_add') await addTags(tx, row, change.tag_ids);
  if (change.kind === 'tags_remove')
    await tx
      .delete(feedTags)
      .where(and(eq(feedTags.feedId, row.id), inArray(feedTags.tagId, change.tag_ids)));
  await tx
    .update(feeds)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(feeds.id, row.id));
}

/** The item as the contract shows it, after a change. */
export async function feedOf(db: DbOrTx, scope: FeedScope, id: number): Promise<Feed> {
  const rows = await selectItems(db).where(and(inScope(scope), eq(feeds.id, id)));
  const [feed] = await feedsOf(db, rows);
  if (!feed) throw new AppError('not_found');
  return feed;
}

/** One change to one item. */
export async function changeFeed(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: { id: number; change: FeedChange },
): Promise<Feed> {
  const scope = await scopeOf(db, ctx);
  const prepared = await prepareChange(db, scope.gameId, input.change);
  await db.transaction((tx) => applyChange(tx, scope, input.id, prepared));
  return feedOf(db, scope, input.id);
}
