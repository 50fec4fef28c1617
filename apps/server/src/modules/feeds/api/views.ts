import { type FeedFilter, type FeedView, feedFilterSchema } from '@herald/contract';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedViews } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';

type ViewRow = typeof feedViews.$inferSelect;

/** Filters added to the contract since a view was saved take their defaults. */
const defaults: FeedFilter = feedFilterSchema.parse({});

function toView(row: ViewRow, userId: number): FeedView {
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    mine: row.ownerId === userId,
    filter: { ...defaults, ...row.filter },
  };
}

/** The caller's own views and those shared with the game: theirs first, then by name. */
export async function listViews(db: DbOrTx, ctx: TenantRequestContext): Promise<FeedView[]> {
  const rows = await db
    .select()
    .from(feedViews)
    .where(
      and(
        eq(feedViews.gameId, ctx.tenant.gameId),
        or(eq(feedViews.ownerId, ctx.user.id), eq(feedViews.shared, true)),
      ),
    )
    .orderBy(desc(eq(feedViews.ownerId, ctx.user.id)), asc(feedViews.name), asc(feedViews.id));
  return rows.map((row) => toView(row, ctx.user.id));
}

/** The caller's own view; anyone else's (shared or not) is not found for changing. */
function own(ctx: TenantRequestContext, id: number) {
  return and(
    eq(feedViews.id, id),
    eq(feedViews.gameId, ctx.tenant.gameId),
    eq(feedViews.ownerId, ctx.user.id),
  );
}

export async function saveView(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: { id?: number | undefined; name: string; shared: boolean; filter: FeedFilter },
): Promise<FeedView> {
  const values = { name: input.name, shared: input.shared, filter: input.filter };
  const [row] =
    input.id === undefined
      ? await db
          .insert(feedViews)
          .values({ ...values, gameId: ctx.tenant.gameId, ownerId: ctx.user.id })
          .returning()
      : await db.update(feedViews).set(values).where(own(ctx, input.id)).returning();
  if (!row) throw new AppError('not_found');
  return toView(row, ctx.user.id);
}

export async function deleteView(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: { id: number },
): Promise<null> {
  const removed = await db.delete(feedViews).where(own(ctx, input.id)).returning({ id: feedViews.id });
  if (removed.length === 0) throw new AppError('not_found');
  return null;
}
