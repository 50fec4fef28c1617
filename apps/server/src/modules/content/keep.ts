import { and, eq, isNotNull } from 'drizzle-orm';
import { contents } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { ContentDeps } from './deps.js';

/**
 * post/keep: a person decides a held post goes out after all; the hold is lifted and the post stays
 * scheduled. Anything not held (or no longer scheduled) is content_state.
 */
export async function keepPost(deps: ContentDeps, ctx: TenantRequestContext, id: number): Promise<number> {
  const kept = await deps.db
    .update(contents)
    .set({ held: null, updatedAt: new Date() })
    .where(
      and(
        eq(contents.gameId, ctx.tenant.gameId),
        eq(contents.id, id),
        eq(contents.status, 'scheduled'),
        isNotNull(contents.held),
      ),
    )
    .returning({ id: contents.id });
  if (kept.length === 0) throw new AppError('content_state', { params: { status: 'scheduled' } });
  return id;
}
