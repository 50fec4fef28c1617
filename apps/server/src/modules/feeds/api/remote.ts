import { type feedRemoteActions, isManualNetwork, networkNames } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import type { AccountRef, PlatformAdapter } from '../../../platforms/types.js';
import { type AccountDeps, accountFor } from '../../accounts/index.js';
import { readWith } from '../../engagement/index.js';
import { type FeedRow, feedIn, scopeOf } from './scope.js';

type FeedRemoteAction = (typeof feedRemoteActions)[number];

/** Someone else's comment or reply on the account's content: what moderation acts on. */
const othersComment = (row: FeedRow) => row.feedType === 'comment' || row.feedType === 'comment_reply';
const anyComment = (row: FeedRow) =>
  othersComment(row) || row.feedType === 'other_comment' || row.feedType === 'other_comment_reply';

/** What the network's API lets the account do to this item now. */
export function remoteActionsOf(adapter: PlatformAdapter | undefined, row: FeedRow): FeedRemoteAction[] {
  if (!adapter || isManualNetwork(row.network) || row.deletedAt !== null) return [];
  const actions: FeedRemoteAction[] = [];
  const likable = othersComment(row) || row.feedType === 'post';
  if (likable && adapter.profile.capabilities.like !== 'no') actions.push('like');
  if (othersComment(row) && adapter.hideComment) actions.push(row.hidden ? 'unhide' : 'hide');
  if (anyComment(row) && adapter.deleteComment) actions.push('delete');
  return actions;
}

function act(
  adapter: PlatformAdapter,
  ref: AccountRef,
  action: FeedRemoteAction,
  row: FeedRow,
): Promise<void> {
  switch (action) {
    case 'like':
      return adapter.like(ref, row.remoteId);
    case 'hide':
    case 'unhide':
      if (!adapter.hideComment) throw new PlatformError(row.network, 'unsupported', 'no comment moderation');
      return adapter.hideComment(ref, row.remoteId, action === 'hide');
    case 'delete':
      if (!adapter.deleteComment) throw new PlatformError(row.network, 'unsupported', 'no comment deletion');
      return adapter.deleteComment(ref, row.remoteId);
  }
}

/**
 * Likes, hides, shows or deletes the item on the network with its account, where the API allows it.
 * The network is called outside any transaction; the item changes only once the network said yes.
 */
export async function actRemotely(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { id: number; action: FeedRemoteAction },
): Promise<number> {
  const row = await feedIn(deps.db, await scopeOf(deps.db, ctx), input.id);
  if (!remoteActionsOf(deps.platforms.get(row.network), row).includes(input.action))
    throw new AppError('capability_unsupported', { params: { network: networkNames[row.network] } });
  const account = await accountFor(deps.db, ctx, row.accountId, 'publish');
  await readWith(deps, account, (adapter, ref) => act(adapter, ref, input.action, row));
  const now = new Date();
  if (input.action === 'hide' || input.action === 'unhide')
    await deps.db
      .update(feeds)
      .set({ hidden: input.action === 'hide', updatedAt: now })
      .where(eq(feeds.id, row.id));
  if (input.action === 'delete')
    await deps.db.update(feeds).set({ deletedAt: now, updatedAt: now }).where(eq(feeds.id, row.id));
  return row.id;
}
