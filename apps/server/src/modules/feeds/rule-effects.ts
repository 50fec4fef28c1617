import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { feeds } from '../../db/schema/index.js';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import { notifyUsers } from '../notices/index.js';
import { actorContext } from './api/actor.js';
import { actRemotely } from './api/remote.js';
import { replyToFeed } from './api/reply.js';
import type { FeedsDeps } from './deps.js';
import type { AfterInsert } from './ingest/types.js';
import { applySmartRules } from './smart-rules/apply.js';
import type { SmartRuleApplyDeps, SmartRulePorts } from './smart-rules/ports.js';

const replyPayload = z.object({
  gameId: z.number().int().positive(),
  feedId: z.number().int().positive(),
  text: z.string().min(1),
});

/**
 * A smart rule's reply, sent after the storing transaction commits. Not retried: the reply path
 * creates a content (and perhaps an approval request) before anything leaves, and a second run
 * would create a second one; a refusal (closed window, too long) is logged once.
 */
export const ruleReplySpec: JobSpec<typeof replyPayload> = {
  name: 'feeds.rule_reply',
  payload: replyPayload,
  retryLimit: 0,
  retryDelaySeconds: 60,
};

const hidePayload = z.object({ gameId: z.number().int().positive(), feedId: z.number().int().positive() });

/** A smart rule's hide on the network; retried, since hiding twice leaves the item hidden once. */
export const ruleHideSpec: JobSpec<typeof hidePayload> = {
  name: 'feeds.rule_hide',
  payload: hidePayload,
  retryLimit: 3,
  retryDelaySeconds: 60,
};

/**
 * What the smart rules do beyond the inbox's tables. Replies and hides are queued inside the storing
 * transaction — they run only if it commits, and never hold it open across the reply path or a
 * network call; notices are written in it.
 */
export function rulePorts(deps: Pick<FeedsDeps, 'queue'>): SmartRulePorts {
  return {
    reply: (tx, feedId, text) =>
      gameOf(tx, feedId).then((gameId) => deps.queue.send(ruleReplySpec, { gameId, feedId, text }, tx)),
    hide: (tx, feedId) =>
      gameOf(tx, feedId).then((gameId) => deps.queue.send(ruleHideSpec, { gameId, feedId }, tx)),
    notify: (tx, userIds, notice) => notifyUsers(tx, userIds, notice),
  };
}

async function gameOf(tx: Tx, feedId: number): Promise<number> {
  const [row] = await tx.select({ gameId: feeds.gameId }).from(feeds).where(eq(feeds.id, feedId));
  if (!row) throw new Error(`feed ${feedId} is not stored`);
  return row.gameId;
}

/** The smart rules run on what ingestion newly stored, in its transaction. */
export function smartRulesAfterInsert(deps: SmartRuleApplyDeps): AfterInsert {
  return async (tx, items) => {
    const rows = await tx
      .select()
      .from(feeds)
      .where(
        inArray(
          feeds.id,
          items.map((item) => item.id),
        ),
      );
    await applySmartRules(deps, tx, rows);
  };
}

/** The workers of the rules' queued effects. */
export function ruleEffectJobs(deps: FeedsDeps): JobDefinition<z.ZodType>[] {
  const reply: JobDefinition<typeof replyPayload> = {
    ...ruleReplySpec,
    handle: async ({ gameId, feedId, text }) => {
      const [row] = await deps.db
        .select({ feedType: feeds.feedType })
        .from(feeds)
        .where(eq(feeds.id, feedId));
      if (!row) return;
      const kind = row.feedType === 'message' ? 'private' : 'public';
      await replyToFeed(deps.content, { gameId, userId: null, feedId, kind, text });
    },
  };
  const hide: JobDefinition<typeof hidePayload> = {
    ...ruleHideSpec,
    handle: async ({ gameId, feedId }) => {
      const ctx = await actorContext(deps.db, gameId, null);
      await actRemotely(deps.accounts, ctx, { id: feedId, action: 'hide' });
    },
  };
  return [reply, hide] as JobDefinition<z.ZodType>[];
}
