import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { oauthAttempts, oidcStates } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import { deleteExpiredSessions } from './sessions.js';
import { forgetOldFailures } from './throttle.js';

/** An SSO sign-in left unfinished for this long is abandoned. */
const OIDC_STATE_TTL_MS = 15 * 60_000;

/**
 * Deletes expired sessions, abandoned SSO sign-ins and account authorizations, and old sign-in
 * failures, hourly. Idempotent (deleting what is already
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
      const attempts = await db
        .delete(oauthAttempts)
        .where(lt(oauthAttempts.expiresAt, new Date()))
        .returning({ state: oauthAttempts.state });
      const failures = await forgetOldFailures(db);
      logger.info(
        { sessions, oidcStates: states.length, oauthAttempts: attempts.length, signInFailures: failures },
        'expired sessions and sign-ins cleaned up',
      );
    },
  };
}
