import type { UiLocale } from '@herald/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/context.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import { assertNotLocked, clearFailures, recordFailure, type SignInAttempt } from './throttle.js';

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  type: users.type,
  isSuper: users.isSuper,
};

/**
 * The user of a right e-mail and password. Every failure takes as long and reads the same whether the
 * account exists or not; a lock (too many failures from this address) is checked first, alike for all.
 */
export async function verifyCredentials(
  db: Db,
  attempt: SignInAttempt & { password: string },
  now = new Date(),
): Promise<SessionUser> {
  const { email, address, password } = attempt;
  await assertNotLocked(db, { email, address }, now);
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email));
  const matches = row?.passwordHash
    ? await verifyPassword(row.passwordHash, password)
    : await verifyPassword(await decoyHash(), password).then(() => false);
  if (!row || !matches) {
    await recordFailure(db, { email, address }, now);
    throw new AppError('invalid_credentials');
  }
  if (row.disabled) throw new AppError('account_disabled');
  await clearFailures(db, { email, address });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, row.id));
  const { passwordHash: _hash, disabled: _disabled, ...user } = row;
  return user;
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
