import type { FeedDetail } from '@herald/contract';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedPresence, users } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { feedIn, scopeOf } from './scope.js';

type Presence = FeedDetail['presence'][number];

/** How long a look at an item counts as being there (the console says so every few seconds). */
export const PRESENCE_SECONDS = 60;

/** The others who had the item open within the last minute, and whether they were answering it. */
export async function othersOn(db: DbOrTx, feedId: number, userId: number): Promise<Presence[]> {
  const rows = await db
    .select({
      userId: feedPresence.userId,
      name: users.name,
      replying: feedPresence.replying,
      seenAt: feedPresence.seenAt,
    })
    .from(feedPresence)
    .innerJoin(users, eq(users.id, feedPresence.userId))
    .where(
      and(
        eq(feedPresence.feedId, feedId),
        ne(feedPresence.userId, userId),
        gt(feedPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_SECONDS})`),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    replying: row.replying,
    seen_at: row.seenAt.toISOString(),
  }));
}

/** The caller has the item open (and may be answering it); answers who else does. */
export async function markPresence(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: { id: number; replying: boolean },
): Promise<Presence[]> {
  const row = await feedIn(db, await scopeOf(db, ctx), input.id);
  // Looks older than the window mean nothing any more: the table keeps only the last minute.
  await db
    .delete(feedPresence)
    .where(lt(feedPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_SECONDS})`));
  await db
    .insert(feedPresence)
    .values({ feedId: row.id, userId: ctx.user.id, replying: input.replying, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [feedPresence.feedId, feedPresence.userId],
      set: { replying: input.replying, seenAt: sql`now()` },
    });
  return othersOn(db, row.id, ctx.user.id);
}
