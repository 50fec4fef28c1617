import { allows, type ContentAction, type ContentStatus, leadsTo } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contentEvents, contents } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { syncContentMedia } from './media-uses.js';
import { type ContentRow, statusOf } from './store.js';

/** Refuses an action the content's status does not allow, with the message the user should see. */
export function assertAllowed(action: ContentAction, row: ContentRow): void {
  const status = statusOf(row);
  if (allows(action, status)) return;
  if (status === 'deleted') throw new AppError('content_deleted');
  if (status === 'reviewing' && (action === 'submit' || action === 'edit'))
    throw new AppError('content_under_review');
  throw new AppError('content_state', { params: { status } });
}

/**
 * Moves a content along the transition table and records it. The update is conditional on the status
 * it was read in, so a change that raced this one makes it fail instead of overwriting. A new body
 * brings its media rows along.
 */
export async function move(
  db: DbOrTx,
  row: ContentRow,
  action: ContentAction,
  to: ContentStatus,
  userId: number | null,
  extra: Partial<
    Pick<ContentRow, 'body' | 'scheduledAt' | 'timeZone' | 'scheduleVersion' | 'publishedAt' | 'held'>
  > = {},
): Promise<ContentRow> {
  const from = statusOf(row);
  if (!leadsTo(action, from, to)) {
    assertAllowed(action, row);
    throw new AppError('content_state', { params: { status: from }, detail: `${action}: ${from} → ${to}` });
  }
  const [moved] = await db
    .update(contents)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(contents.id, row.id), eq(contents.status, from)))
    .returning();
  if (!moved) throw new AppError('content_state', { params: { status: from } });
  if (extra.body !== undefined) await syncContentMedia(db, moved);
  await db
    .insert(contentEvents)
    .values({ contentId: row.id, action, fromStatus: from, toStatus: to, userId });
  return moved;
}
