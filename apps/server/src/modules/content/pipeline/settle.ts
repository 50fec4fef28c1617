import type { ContentStatus } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { contents, contentTargets } from '../../../db/schema/index.js';
import { rememberPublishedPost } from '../../accounts/index.js';
import { contentFor, targetsOf } from '../store.js';
import { move } from '../transition.js';

export type TargetResult = 'succeed' | 'failed' | 'exception';

/** Records a target's final outcome: the network's id and link when it went out, the reason when not. */
export async function finishTarget(
  db: DbOrTx,
  targetId: number,
  result: TargetResult,
  details: { postId?: string; permalink?: string | null; message?: string | null },
): Promise<void> {
  const [target] = await db
    .update(contentTargets)
    .set({
      result,
      postId: details.postId ?? null,
      permalink: details.permalink ?? null,
      message: details.message ?? null,
      publishedAt: result === 'succeed' ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(contentTargets.id, targetId))
    .returning();
  if (result === 'succeed' && target) await rememberPost(db, target);
}

/** A published post (not a comment, like or message) is known to its account at once. */
async function rememberPost(db: DbOrTx, target: typeof contentTargets.$inferSelect): Promise<void> {
  if (target.accountId === null || target.postId === null || target.publishedAt === null) return;
  const [content] = await db
    .select({ type: contents.contentType, text: contents.text })
    .from(contents)
    .where(eq(contents.id, target.contentId));
  if (content?.type !== 'post') return;
  await rememberPublishedPost(db, target.accountId, {
    id: target.postId,
    text: content.text,
    permalink: target.permalink,
    postedAt: target.publishedAt,
  });
}

function outcomeOf(results: readonly string[]): ContentStatus {
  if (results.every((result) => result === 'succeed')) return 'published';
  if (results.includes('exception')) return 'publish_exc';
  return 'publish_fail';
}

/**
 * Once every target of a publishing content has an outcome, the content takes its status: published,
 * publish_fail (some failed: retry them), or publish_exc (some unknown: check before retrying). While
 * only accounts its mobile publisher posts from the phone are left, it is mobiling. Runs after each
 * target's outcome is committed, under the content's lock, so exactly one settles it.
 */
export async function settleContent(db: Db, gameId: number, contentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const content = await contentFor(tx, gameId, contentId, { lock: true });
    if (content.status !== 'publishing' && content.status !== 'mobiling') return;
    const targets = await targetsOf(tx, contentId);
    const pending = targets.filter((target) => target.result === 'init');
    if (pending.length > 0) {
      if (content.status === 'publishing' && pending.every((target) => target.via === 'mobile'))
        await move(tx, content, 'hand_to_mobile', 'mobiling', null);
      return;
    }
    const times = targets.flatMap((target) => (target.publishedAt ? [target.publishedAt.getTime()] : []));
    const first = times.length > 0 ? new Date(Math.min(...times)) : null;
    await move(tx, content, 'settle', outcomeOf(targets.map((target) => target.result)), null, {
      publishedAt: content.publishedAt ?? first,
    });
  });
}
