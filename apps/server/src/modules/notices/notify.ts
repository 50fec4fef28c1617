import type { NotificationKind } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberships, notifications, users } from '../../db/schema/index.js';

export interface Notice {
  gameId: number;
  kind: NotificationKind;
  contentId: number | null;
  params: Record<string, string | number>;
}

/** Members of the game among these e-mails (reviewers are named by e-mail; some may not be users yet). */
export async function membersByEmail(db: DbOrTx, gameId: number, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.gameId, gameId)))
    .where(inArray(users.email, [...new Set(emails.map((email) => email.toLowerCase()))]));
}

/** Leaves an in-console notice for each user, in the caller's transaction. */
export async function notifyUsers(
  db: DbOrTx,
  userIds: readonly (number | null)[],
  notice: Notice,
): Promise<number[]> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      ids.map((userId) => ({
        userId,
        gameId: notice.gameId,
        kind: notice.kind,
        contentId: notice.contentId,
        params: notice.params,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Notifies the game's members among these e-mails (reviewers are named by e-mail). */
export async function notifyByEmail(db: DbOrTx, emails: readonly string[], notice: Notice): Promise<void> {
  const members = await membersByEmail(db, notice.gameId, emails);
  await notifyUsers(
    db,
    members.map((member) => member.id),
    notice,
  );
}
