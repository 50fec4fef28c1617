import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contents } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/queue.js';
import type { ContentDeps } from '../deps.js';
import { contentFor, targetsOf } from '../store.js';
import { move } from '../transition.js';
import { dueSpec } from './specs.js';
import { startRound } from './start.js';

/**
 * A scheduled content's time came: it starts publishing to every account. A job made for an older
 * schedule (moved, revoked) does nothing, so moving a post never needs to find and cancel its job; a
 * held post stays scheduled until a person keeps it (which sends a new job) or revokes it.
 */
export function dueJob(deps: ContentDeps): JobDefinition<typeof dueSpec.payload> {
  return {
    ...dueSpec,
    // Due jobs only start rounds (a short transaction each): many at once when a minute is busy.
    concurrency: 10,
    handle: async (payload: z.infer<typeof dueSpec.payload>) => {
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: contents.id, gameId: contents.gameId })
          .from(contents)
          .where(eq(contents.id, payload.content_id));
        if (!row) return;
        const content = await contentFor(tx, row.gameId, row.id, { lock: true });
        if (content.status !== 'scheduled' || content.scheduleVersion !== payload.version) return;
        if (content.held) return;
        await move(tx, content, 'due', 'publishing', null);
        await startRound(tx, deps.queue, deps.leaseSeconds, content, await targetsOf(tx, content.id));
      });
    },
  };
}
