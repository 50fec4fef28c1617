import type { NotificationKind } from '@herald/contract';
import type { DbOrTx } from '../../db/client.js';
import { type Notice, notifyUsers } from '../notices/index.js';
import type { ReviewDeps } from './deps.js';
import { noticeMailSpec } from './specs.js';

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
