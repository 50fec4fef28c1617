import type { NotificationKind } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberships, notifications, users } from '../../db/schema/index.js';
import type { ReviewDeps } from './deps.js';
import { noticeMailSpec } from './specs.js';

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

/** Outcomes an author also hears about by e-mail: the ones that ask them to act or end the approval. */
const mailedKinds: readonly NotificationKind[] = ['review_approved', 'review_rejected', 'review_timed_out'];

/**
 * Tells the author of a request how it went, in the caller's transaction: a console notice and, for the
 * final outcomes and when mail is configured, an e-mail sent by a job.
 */
export async function notifyAuthor(
  db: DbOrTx,
  deps: Pick<ReviewDeps, 'queue' | 'mailer'>,
  authorId: number | null,
  notice: Notice,
): Promise<void> {
  const ids = await notifyUsers(db, [authorId], notice);
  if (!deps.mailer || !mailedKinds.includes(notice.kind)) return;
  for (const id of ids) await deps.queue.send(noticeMailSpec, { notification_id: id }, db);
}

/** Notifies the game's members among these reviewers. */
export async function notifyReviewers(db: DbOrTx, emails: readonly string[], notice: Notice): Promise<void> {
  const members = await membersByEmail(db, notice.gameId, emails);
  await notifyUsers(
    db,
    members.map((member) => member.id),
    notice,
  );
}
