import type { NotificationKind } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { featureTeller, type NoticeTelling } from '../../notices/index.js';
import type { AssignDeps } from '../deps.js';
import { noticeMailSpec } from '../jobs/specs.js';

export type AssignNoticeKind = Extract<NotificationKind, `assign_${string}`>;

/** Proposals stay in the console: they ask for a look, not for mail. Every other assign notice is mailed. */
const unmailed: readonly AssignNoticeKind[] = ['assign_post_proposed'];

export type Telling = NoticeTelling<AssignNoticeKind>;

/**
 * Tells users something about a task, in the caller's transaction: a console notice each and, when
 * mail is configured, an e-mail each in their language (sent by a job once the change commits). The
 * one who acted is not told of their own action.
 */
export const tell = featureTeller<AssignNoticeKind>(noticeMailSpec, unmailed);

/** A receiver and the to-do a notice about it opens. */
export interface Recipient {
  userId: number;
  todoId: number;
}

/** Tells each receiver about their own to-do (the notice names it, so it opens there). */
export async function tellReceivers(
  db: DbOrTx,
  deps: Pick<AssignDeps, 'queue' | 'mailer'>,
  recipients: readonly Recipient[],
  telling: Telling,
  actorId: number | null = null,
): Promise<void> {
  for (const recipient of recipients) {
    await tell(
      db,
      deps,
      [recipient.userId],
      { ...telling, params: { ...telling.params, todo_id: recipient.todoId } },
      actorId,
    );
  }
}
