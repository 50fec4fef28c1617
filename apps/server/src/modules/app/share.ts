import type { AppPost } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { appPosts, socialAccounts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { withAccount } from '../accounts/index.js';
import { bodyOf, linkMobile, mediaOf, mobileLinkSpec, publishRequestFor } from '../content/index.js';
import type { AppDeps } from './deps.js';
import { type AppPostRow, appPostView, ownAppPost, type Publisher } from './posts.js';

/** A post may be published a little before the publisher says so: look from a little before the ask. */
const LOOK_MARGIN_MS = 5 * 60_000;

/**
 * Records that the post was handed to Instagram (a repost hands it again) and has Herald look for it
 * on the account. A linked post is never handed again: that would publish it twice.
 */
export async function shareAppPost(deps: AppDeps, publisher: Publisher, id: number): Promise<AppPost> {
  await deps.db.transaction(async (tx) => {
    const row = await ownAppPost(tx, publisher, id, { lock: true });
    if (row.post.status === 'linked') throw new AppError('app_post_linked');
    await tx
      .update(appPosts)
      .set({ status: 'shared', sharedAt: new Date(), shareCount: row.post.shareCount + 1 })
      .where(eq(appPosts.id, id));
    const at = new Date(Date.now() + deps.firstLookSeconds * 1000);
    await deps.queue.send(mobileLinkSpec, { app_post_id: id, try: 0 }, tx, at);
  });
  return appPostView(deps, deps.db, await ownAppPost(deps.db, publisher, id));
}

/** Looks for the app post's publication on its Instagram account by its caption; null when not there. */
export async function lookFor(deps: AppDeps, row: AppPostRow) {
  if (row.target.accountId === null) return null;
  const [account] = await deps.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, row.target.accountId));
  if (!account) return null;
  const body = bodyOf(row.content);
  const request = publishRequestFor(
    body,
    'instagram',
    await mediaOf(deps.db, deps.media, row.content.gameId, body),
  );
  const since = new Date(row.post.requestedAt.getTime() - LOOK_MARGIN_MS);
  const found = await withAccount(deps, account, (adapter, credential) =>
    adapter.findPublished({ socialId: account.socialId, credential }, request, since),
  );
  return found ? { postId: found.id, permalink: found.permalink } : null;
}

/** The publisher says it is out: look now, and link it when it is there. */
export async function linkAppPost(deps: AppDeps, publisher: Publisher, id: number): Promise<AppPost> {
  const row = await ownAppPost(deps.db, publisher, id);
  if (row.post.status !== 'linked') {
    const found = await lookFor(deps, row);
    if (!found) throw new AppError('app_post_not_found', { params: { account: row.target.accountName } });
    await linkMobile(deps.db, id, found);
  }
  return appPostView(deps, deps.db, await ownAppPost(deps.db, publisher, id));
}
