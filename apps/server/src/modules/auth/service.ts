import type { UiLocale } from '@herald/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/context.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  type: users.type,
  isSuper: users.isSuper,
};

export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<SessionUser> {
  const [row] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      lockedUntil: users.lockedUntil,
    })
    .from(users)
    .where(eq(users.email, email));
  if (!row?.passwordHash) {
    await verifyPassword(await decoyHash(), password);
    throw new AppError('invalid_credentials');
  }
  if (row.lockedUntil && row.lockedUntil > now) throw new AppError('too_many_attempts');
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordFailure(db, row.id, now);
    throw new AppError('invalid_credentials');
  }
  if (row.disabled) throw new AppError('account_disabled');
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, row.id));
  const { passwordHash: _hash, disabled: _disabled, lockedUntil: _locked, ...user } = row;
  return user;
}

async function recordFailure(db: Db, userId: number, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

export async function registerLocalUser(
  db: Db,
  input: { email: string; password: string; name: string },
  now = new Date(),
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, type: 'account', lastLoginAt: now })
      .returning(userColumns);
    if (!user) throw new AppError('operate_fail');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
}

export async function hasAdminRights(db: Db, user: SessionUser): Promise<boolean> {
  if (user.isSuper) return true;
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.isGameAdmin, true)));
  return (row?.n ?? 0) > 0;
}

/** Keeps the console language a user last used (approval e-mails to them are written in it). */
export async function rememberLanguage(db: Db, userId: number, locale: UiLocale): Promise<void> {
  await db
    .update(users)
    .set({ language: locale })
    .where(and(eq(users.id, userId), ne(users.language, locale)));
}
