import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { ActiveSession, SessionUser } from '../../http/context.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** The console renews well before the idle limit: every tenth of it, at least once a minute. */
export function renewIntervalSeconds(policy: SessionPolicy): number {
  return Math.max(60, Math.floor((policy.idleMinutes * 60) / 10));
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: DbOrTx,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; session: ActiveSession }> {
  const token = randomBytes(32).toString('base64url');
  const session: ActiveSession = {
    id: hashToken(token),
    csrfToken: randomBytes(24).toString('base64url'),
    idleExpiresAt: new Date(now.getTime() + policy.idleMinutes * 60_000),
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
  };
  await db.insert(sessions).values({ ...session, userId, createdAt: now });
  return { token, session };
}

/** The live session behind a cookie token, or null when missing, expired or the user is disabled. */
export async function findSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ session: ActiveSession; user: SessionUser } | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      csrfToken: sessions.csrfToken,
      idleExpiresAt: sessions.idleExpiresAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      type: users.type,
      isSuper: users.isSuper,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.expiresAt, now),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { userId, email, name, type, isSuper, language, ...session } = row;
  return { session, user: { id: userId, email, name, type, isSuper, language } };
}

/** Extends the idle expiry (never past the absolute one); returns when the console should renew next. */
export async function renewSession(
  db: DbOrTx,
  session: ActiveSession,
  policy: SessionPolicy,
  now = new Date(),
): Promise<Date> {
  const idle = new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, session.expiresAt.getTime()));
  await db.update(sessions).set({ idleExpiresAt: idle }).where(eq(sessions.id, session.id));
  return new Date(Math.min(now.getTime() + renewIntervalSeconds(policy) * 1000, idle.getTime()));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return removed.length;
}
