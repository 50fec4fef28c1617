import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/context.js';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  type: users.type,
  isSuper: users.isSuper,
};

/**
 * The Herald user behind an SSO identity: found by subject; on a first sign-in, an existing user with
 * the same e-mail is linked (the IdP vouches for the address), else a new `oa` user is created.
 * Returns null for a disabled user.
 */
export async function upsertSsoUser(
  db: Db,
  identity: { subject: string; email: string; name: string },
): Promise<SessionUser | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [bySubject] = await tx
      .select({ ...columns, disabled: users.disabled })
      .from(users)
      .where(eq(users.oidcSubject, identity.subject));
    const [byEmail] = bySubject
      ? [bySubject]
      : await tx
          .select({ ...columns, disabled: users.disabled })
          .from(users)
          .where(eq(users.email, identity.email));
    if (byEmail) {
      if (byEmail.disabled) return null;
      await tx
        .update(users)
        .set({ oidcSubject: identity.subject, lastLoginAt: now })
        .where(eq(users.id, byEmail.id));
      const { disabled: _disabled, ...user } = byEmail;
      return user;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name,
        type: 'oa',
        oidcSubject: identity.subject,
        lastLoginAt: now,
      })
      .returning(columns);
    return created ?? null;
  });
}
