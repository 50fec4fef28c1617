import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contentTargets, socialAccounts, type TargetResult } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/queue.js';
import { PlatformError } from '../../../platforms/errors.js';
import { withAccount } from '../../accounts/index.js';
import type { ContentDeps } from '../deps.js';
import { contentFor, targetsOf } from '../store.js';
import { move } from '../transition.js';
import { deleteSpec } from './specs.js';

async function setResult(deps: ContentDeps, targetId: number, result: TargetResult, message: string | null) {
  await deps.db
    .update(contentTargets)
    .set({ result, message, updatedAt: new Date() })
    .where(eq(contentTargets.id, targetId));
}

/** Once no target is still being deleted, the content is deleted, or delete_fail when one refused. */
async function settleDelete(deps: ContentDeps, gameId: number, contentId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const content = await contentFor(tx, gameId, contentId, { lock: true });
    if (content.status !== 'deleting') return;
    const targets = await targetsOf(tx, contentId);
    if (targets.some((target) => target.result === 'deleting')) return;
    const failed = targets.some((target) => target.result === 'delete_failed');
    await move(tx, content, 'settle_delete', failed ? 'delete_fail' : 'deleted', null);
  });
}

/**
 * Deletes one published post on its network. A post already gone counts as deleted; a refusal leaves
 * the target `delete_failed` (the user may try again).
 */
export function deleteJob(deps: ContentDeps): JobDefinition<typeof deleteSpec.payload> {
  return {
    ...deleteSpec,
    handle: async ({ target_id }: z.infer<typeof deleteSpec.payload>) => {
      const [target] = await deps.db.select().from(contentTargets).where(eq(contentTargets.id, target_id));
      if (target?.result !== 'deleting') return;
      const { accountId, postId } = target;
      const [account] = accountId
        ? await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId))
        : [];
      const content = await contentFor(deps.db, target.gameId, target.contentId);
      if (content.contentType !== 'post') {
        // A like's or comment's network id names what it answered: never delete that.
        await setResult(deps, target.id, 'delete_failed', 'Only posts are deleted on the network');
      } else if (!account || !postId) {
        await setResult(
          deps,
          target.id,
          'delete_failed',
          'The account was disconnected: delete it on the network',
        );
      } else {
        try {
          await withAccount(deps, account, (adapter, credential) =>
            adapter.deletePost({ socialId: account.socialId, credential }, postId),
          );
          await setResult(deps, target.id, 'deleted', null);
        } catch (error) {
          if (error instanceof PlatformError && error.kind === 'transient') throw error;
          const message = error instanceof Error ? error.message : String(error);
          await setResult(deps, target.id, 'delete_failed', message);
        }
      }
      await settleDelete(deps, target.gameId, target.contentId);
    },
  };
}
