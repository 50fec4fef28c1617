import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** After this many wrong sign-ins in a row from one address, that address is locked out of the e-mail. */
export const MAX_FAILED_LOGINS = 5;
/** The first lockout; each further lockout of the same e-mail and address lasts twice as long. */
export const LOCK_MINUTES = 15;
const LONGEST_LOCK_MINUTES = 24 * 60;
/** Failures older than this are forgotten, unless they hold a lock still running. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** Who tries to sign in: the e-mail they typed and where from. */
export interface SignInAttempt {
  email: string;
  address: string;
}

const pair = (attempt: SignInAttempt) =>
  and(eq(signInFailures.email, attempt.email), eq(signInFailures.address, attempt.address));

/**
 * Refuses a sign-in while its e-mail is locked for its address. Asked before the password is looked
 * at, for known and unknown e-mails alike: the answer never tells whether the account exists.
 */
export async function assertNotLocked(db: Db, attempt: SignInAttempt, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(pair(attempt));
  if (row?.lockedUntil && row.lockedUntil > now) throw new AppError('too_many_attempts');
}

/** Counts a wrong sign-in; the MAX_FAILED_LOGINS-th in a row locks the pair, longer each time. */
export async function recordFailure(db: Db, attempt: SignInAttempt, now: Date): Promise<void> {
  const locks = sql`${signInFailures.failures} + 1 >= ${MAX_FAILED_LOGINS}`;
  const minutes = sql`least(${LOCK_MINUTES} * power(2, ${signInFailures.lockouts}), ${LONGEST_LOCK_MINUTES})`;
  await db
    .insert(signInFailures)
    .values({ ...attempt, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.address],
      set: {
        failures: sql`case when ${locks} then 0 else ${signInFailures.failures} + 1 end`,
        lockouts: sql`case when ${locks} then ${signInFailures.lockouts} + 1 else ${signInFailures.lockouts} end`,
        lockedUntil: sql`case when ${locks} then ${now.toISOString()}::timestamptz + ${minutes} * interval '1 minute' else ${signInFailures.lockedUntil} end`,
        updatedAt: now,
      },
    });
}

/** A good sign-in clears its address's record. */
export async function clearFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(pair(attempt));
}

/** Forgets old failures whose lock has run out (the hourly clean-up). */
export async function forgetOldFailures(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
        sql`coalesce(${signInFailures.lockedUntil} < ${now.toISOString()}::timestamptz, true)`,
      ),
    )
    .returning({ email: signInFailures.email });
  return rows.length;
}
