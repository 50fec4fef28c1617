import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contents, contentTargets, publishAttempts } from '../../../db/schema/index.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ContentDeps } from '../deps.js';
import { settleContent } from './settle.js';
import { DUE_LEASE_SECONDS, dueSpec, publishSpec } from './specs.js';

/** Targets looked at per run; the rest wait for the next run. */
const BATCH = 200;

/**
 * Every minute, and when a worker starts: nothing publishing may be forgotten. A target still waiting
 * with nothing under way for a while (its job lost, its worker gone) gets a job again — the claim
 * decides what is safe (a live call makes it wait, an unknown outcome is looked up first); a content
 * still scheduled well after its time (its due job lost) is sent its due job again (the version check
 * makes a repeat harmless); and a content whose targets all have an outcome but which was not settled
 * (a crash in between) is settled.
 */
export const sweepSpec: JobSpec<z.ZodObject> = {
  name: 'content.sweep',
  payload: z.object({}),
  // Idempotent: a repeated run only re-sends jobs the claim turns away.
  retryLimit: 1,
  retryDelaySeconds: 30,
};

/** How long a target may rest without anything under way before it is taken as forgotten. */
export function stuckAfterSeconds(leaseSeconds: number): number {
  return Math.max(300, 3 * leaseSeconds);
}

export function sweepJob(deps: ContentDeps): JobDefinition<typeof sweepSpec.payload> {
  return {
    ...sweepSpec,
    cron: '* * * * *',
    handle: async () => {
      const quiet = stuckAfterSeconds(deps.leaseSeconds);
      // The last sign of activity: the latest attempt's lease (a deferred attempt's lease is when it
      // may resume) or end, else when the target was (re)started.
      const lastActivity = sql`greatest(
        ${contentTargets.updatedAt},
        (select max(greatest(${publishAttempts.leaseUntil}, coalesce(${publishAttempts.finishedAt}, ${publishAttempts.startedAt})))
           from ${publishAttempts}
          where ${publishAttempts.targetId} = ${contentTargets.id} and ${publishAttempts.round} = ${contentTargets.round}))`;
      const stuck = await deps.db
        .select({ id: contentTargets.id, round: contentTargets.round, network: contentTargets.network })
        .from(contentTargets)
        .innerJoin(contents, eq(contents.id, contentTargets.contentId))
        .where(
          and(
            eq(contents.status, 'publishing'),
            eq(contentTargets.result, 'init'),
            // An account handed to the mobile publisher waits for a person, not for a job.
            eq(contentTargets.via, 'api'),
            sql`${lastActivity} < now() - make_interval(secs => ${quiet})`,
          ),
        )
        .limit(BATCH);
      await resendLostDues(deps);
      for (const target of stuck) {
        deps.logger.warn(
          { target: target.id, round: target.round },
          'publishing target forgotten: sent again',
        );
        const spec = publishSpec(target.network, deps.leaseSeconds);
        await deps.queue.send(spec, { target_id: target.id, round: target.round });
      }
      const unsettled = await deps.db
        .select({ id: contents.id, gameId: contents.gameId })
        .from(contents)
        .where(
          and(
            eq(contents.status, 'publishing'),
            sql`not exists (select 1 from ${contentTargets} where ${contentTargets.contentId} = ${contents.id} and ${contentTargets.result} = 'init' and ${contentTargets.via} = 'api')`,
          ),
        )
        .limit(BATCH);
      for (const content of unsettled) await settleContent(deps.db, content.gameId, content.id);
    },
  };
}

/**
 * Scheduled contents whose time passed more than two due leases ago: a due job that ran would have
 * moved them on, and one caught by a crash comes back after one lease, so their job is lost. A held
 * post waits for a person, not for a job.
 */
async function resendLostDues(deps: ContentDeps): Promise<void> {
  const late = await deps.db
    .select({ id: contents.id, version: contents.scheduleVersion })
    .from(contents)
    .where(
      and(
        eq(contents.status, 'scheduled'),
        isNull(contents.held),
        sql`${contents.scheduledAt} < now() - make_interval(secs => ${2 * DUE_LEASE_SECONDS})`,
      ),
    )
    .limit(BATCH);
  for (const content of late) {
    deps.logger.warn({ content: content.id }, 'scheduled content past its time: due job sent again');
    await deps.queue.send(dueSpec, { content_id: content.id, version: content.version });
  }
}
