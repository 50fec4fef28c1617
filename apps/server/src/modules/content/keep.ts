import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { act } from './actions.js';
import type { ContentDeps } from './deps.js';
import { mediaOf } from './facts.js';
import { scheduleDue } from './pipeline/start.js';
import { bodyOf } from './store.js';
import { assertAllowed, move } from './transition.js';

/**
 * Keeps a held post: the hold ends and its due job is sent again, for its time or at once when that
 * has passed. Keeping publishes the files it names, so one that may still not be used (its material
 * expired or rejected) refuses it with that file's reason: the post is edited or revoked instead.
 */
export function keepPost(deps: ContentDeps, ctx: TenantRequestContext, id: number, now = new Date()) {
  return act(deps, ctx, id, async (tx, row) => {
    assertAllowed('keep', row);
    if (!row.held) throw new AppError('content_state', { params: { status: row.status } });
    await mediaOf(tx, deps.media, row.gameId, bodyOf(row));
    const version = row.scheduleVersion + 1;
    await move(tx, row, 'keep', 'scheduled', ctx.user.id, { held: null, scheduleVersion: version });
    const at = row.scheduledAt && row.scheduledAt > now ? row.scheduledAt : now;
    await scheduleDue(tx, deps.queue, row.id, version, at);
  });
}
