import type { Tx } from '../../db/client.js';
import type { ContentDeps } from './deps.js';
import { scheduleDue, startRound } from './pipeline/start.js';
import { type ContentRow, planOf, targetsOf } from './store.js';
import { move } from './transition.js';

/**
 * Sends a checked (and, when required, approved) content on, in the caller's transaction: out at once
 * when it is immediate or its time has already passed (approved late with hold on), else onto its
 * schedule. The jobs exist only if the transaction commits.
 */
export async function release(
  tx: Tx,
  deps: Pick<ContentDeps, 'queue' | 'leaseSeconds'>,
  row: ContentRow,
  action: 'submit' | 'approve',
  userId: number | null,
  now = new Date(),
): Promise<ContentRow> {
  const { publish } = planOf(row);
  const at = publish.timing === 'schedule' ? new Date(publish.scheduled_at) : null;
  if (at === null || at.getTime() <= now.getTime()) {
    const moved = await move(tx, row, action, 'publishing', userId, {
      scheduleVersion: row.scheduleVersion + 1,
    });
    await startRound(tx, deps.queue, deps.leaseSeconds, row, await targetsOf(tx, row.id));
    return moved;
  }
  const version = row.scheduleVersion + 1;
  const moved = await move(tx, row, action, 'scheduled', userId, { scheduleVersion: version });
  await scheduleDue(tx, deps.queue, row.id, version, at);
  return moved;
}
