import { type AppPostStatus, appPostStatusSchema } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { appPosts, contentTargets } from '../../../db/schema/index.js';
import type { JobQueue } from '../../../jobs/queue.js';
import { notifyUsers } from '../../notices/index.js';
import { bodyOf, type ContentRow, type TargetRow } from '../store.js';
import { finishTarget, settleContent } from './settle.js';
import { mobilePushSpec } from './specs.js';

/** The person who publishes a post's Instagram accounts from the phone, if the post names one. */
export function mobilePublisherOf(content: ContentRow): number | null {
  return content.contentType === 'post' ? bodyOf(content).mobile_publisher_id : null;
}

/** Whether this account of the content goes out from the publisher's phone rather than the API. */
export function goesMobile(content: ContentRow, target: Pick<TargetRow, 'network'>): boolean {
  return target.network === 'instagram' && mobilePublisherOf(content) !== null;
}

/**
 * Hands one account of a post to its mobile publisher for this round, in the caller's transaction:
 * the app post, a console notice and the push job. The target waits (init) until the post is linked.
 */
export async function handToMobile(
  db: DbOrTx,
  queue: JobQueue,
  content: ContentRow,
  target: TargetRow,
  round: number,
): Promise<void> {
  const publisherId = mobilePublisherOf(content);
  if (publisherId === null) throw new Error('handed to mobile without a mobile publisher');
  const [row] = await db
    .insert(appPosts)
    .values({ targetId: target.id, round, gameId: content.gameId, contentId: content.id, publisherId })
    .onConflictDoNothing()
    .returning({ id: appPosts.id });
  if (!row) return;
  await notifyUsers(db, [publisherId], {
    gameId: content.gameId,
    kind: 'mobile_publish_requested',
    contentId: content.id,
    params: {
      title: content.title || content.text.slice(0, 80),
      account: target.accountName,
      app_post_id: row.id,
    },
  });
  await queue.send(mobilePushSpec, { app_post_id: row.id }, db);
}

/**
 * The post was found on the account: the app post is linked and its target published, once. The
 * content settles afterwards (published when nothing else is pending).
 */
export async function linkMobile(
  db: Db,
  appPostId: number,
  found: { postId: string; permalink: string | null },
): Promise<boolean> {
  const linked = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(appPosts).where(eq(appPosts.id, appPostId)).for('update');
    if (!row || row.status === 'linked') return null;
    const [target] = await tx
      .select()
      .from(contentTargets)
      .where(and(eq(contentTargets.id, row.targetId), eq(contentTargets.round, row.round)));
    if (target?.result !== 'init') return null;
    await tx.update(appPosts).set({ status: 'linked', linkedAt: new Date() }).where(eq(appPosts.id, row.id));
    await finishTarget(tx, target.id, 'succeed', found);
    return target;
  });
  if (!linked) return false;
  await settleContent(db, linked.gameId, linked.contentId);
  return true;
}

/** Where each target handed to the mobile publisher stands, in its current round. */
export async function mobileStatuses(
  db: DbOrTx,
  targets: readonly TargetRow[],
): Promise<Map<number, AppPostStatus>> {
  const mobile = targets.filter((target) => target.via === 'mobile');
  if (mobile.length === 0) return new Map();
  const rows = await db
    .select({ targetId: appPosts.targetId, round: appPosts.round, status: appPosts.status })
    .from(appPosts)
    .where(
      inArray(
        appPosts.targetId,
        mobile.map((target) => target.id),
      ),
    );
  const rounds = new Map(mobile.map((target) => [target.id, target.round]));
  return new Map(
    rows
      .filter((row) => rounds.get(row.targetId) === row.round)
      .map((row) => [row.targetId, appPostStatusSchema.parse(row.status)]),
  );
}
