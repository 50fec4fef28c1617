import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { oidcStates } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import { deleteExpiredSessions } from './sessions.js';

/** An SSO sign-in left unfinished for this long is abandoned. */
const OIDC_STATE_TTL_MS = 15 * 60_000;

/**
 * Deletes expired sessions and abandoned SSO sign-ins, hourly. Idempotent (deleting what is already
 * gone is a no-op), so retrying is always safe.
 */
export function sessionCleanupJob(db: Db, logger: Logger): JobDefinition<z.ZodObject> {
  return {
    name: 'auth.session-cleanup',
    payload: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: '17 * * * *',
    handle: async () => {
      const sessions = await deleteExpiredSessions(db);
      const states = await db
        .delete(oidcStates)
        .where(lt(oidcStates.createdAt, new Date(Date.now() - OIDC_STATE_TTL_MS)))
        .returning({ state: oidcStates.state });
      logger.info({ sessions, oidcStates: states.length }, 'expired sessions cleaned up');
    },
  };
}
