import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contents, notifications } from '../../db/schema/index.js';
import type { AuthedContext } from '../../http/context.js';

async function unreadOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The caller's notices, newest first, with how many are unread. */
export async function listNotices(
  db: Db,
  ctx: AuthedContext,
  input: { page: number; page_size: number; unread_only: boolean },
) {
  const filter = and(
    eq(notifications.userId, ctx.user.id),
    input.unread_only ? isNull(notifications.readAt) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(notifications).where(filter);
  const rows = await db
    .select({ notice: notifications, contentType: contents.contentType })
    .from(notifications)
    .leftJoin(contents, eq(contents.id, notifications.contentId))
    .where(filter)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: rows.map(({ notice, contentType }) => ({
      id: notice.id,
      kind: notice.kind,
      game_id: String(notice.gameId),
      content_id: notice.contentId,
      content_type: (contentType as 'post' | null) ?? null,
      params: notice.params,
      read: notice.readAt !== null,
      created_at: notice.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    unread: await unreadOf(db, ctx.user.id),
  };
}

/** Marks some (or all) of the caller's notices read; another user's ids are ignored. */
export async function readNotices(
  db: Db,
  ctx: AuthedContext,
  input: { ids?: number[] | undefined; all: boolean },
) {
  const which = input.all ? undefined : inArray(notifications.id, input.ids?.length ? input.ids : [-1]);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, ctx.user.id), isNull(notifications.readAt), which));
  return { unread: await unreadOf(db, ctx.user.id) };
}
