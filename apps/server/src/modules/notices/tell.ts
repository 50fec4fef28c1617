import { AREA_IDS, type NotificationKind } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { games, notifications, users } from '../../db/schema/index.js';
import type { JobQueue, JobSpec } from '../../jobs/queue.js';
import type { Mailer } from './mail.js';
import { type Notice, notifyUsers } from './notify.js';

/** The payload of a feature's notice-mail job: the notification to mail. */
export const noticeMailPayload = z.object({ notification_id: z.number().int() });

/** A feature's job that mails one notice once the change that left it commits. */
export type NoticeMailSpec = JobSpec<typeof noticeMailPayload>;

/** How a feature's notices travel: its queue and mail job, and the mailer when mail is configured. */
export interface NoticeDelivery {
  queue: JobQueue;
  mailer: Mailer | null;
  mailSpec: NoticeMailSpec;
}

/**
 * Tells users something, in the caller's transaction: a console notice each and, when `mail` (the
 * default) and mail is configured, an e-mail each in their language, sent by the feature's job once the
 * change commits. The one who acted is not told of their own action.
 */
export async function tellUsers(
  db: DbOrTx,
  delivery: NoticeDelivery,
  userIds: readonly (number | null)[],
  notice: Notice,
  options: { actorId?: number | null; mail?: boolean } = {},
): Promise<void> {
  const { actorId = null, mail = true } = options;
  const ids = await notifyUsers(
    db,
    userIds.filter((id) => id !== actorId),
    notice,
  );
  if (!delivery.mailer || !mail) return;
  for (const id of ids) await delivery.queue.send(delivery.mailSpec, { notification_id: id }, db);
}

/** A notice to mail with its reader and game's name; null when it is gone or was read already. */
export async function noticeForMail(db: DbOrTx, notificationId: number) {
  const [row] = await db
    .select({ notice: notifications, reader: users, game: games.gameName })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(games, eq(games.gameId, notifications.gameId))
    .where(eq(notifications.id, notificationId));
  return row && !row.notice.readAt ? row : null;
}

/** The console page a mailed notice opens: the route with the id and the game in its query. */
export function consoleLink(consoleUrl: string, route: string, id: unknown, gameId: number): string {
  const query = new URLSearchParams({
    id: String(id ?? ''),
    game_id: String(gameId),
    game_area: AREA_IDS[0],
  });
  return `${consoleUrl}${route}?${query}`;
}

/** What a feature tells: the game, the kind of notice and its parameters. */
export interface Telling<K extends NotificationKind> {
  gameId: number;
  kind: K;
  params: Record<string, string | number>;
}

/**
 * A feature's `tell`: notices of its kinds through its mail job (kinds in `unmailed` stay in the
 * console), the one who acted left out.
 */
export function featureTeller<K extends NotificationKind>(
  mailSpec: NoticeMailSpec,
  unmailed: readonly K[] = [],
) {
  return (
    db: DbOrTx,
    deps: Pick<NoticeDelivery, 'queue' | 'mailer'>,
    userIds: readonly (number | null)[],
    telling: Telling<K>,
    actorId: number | null = null,
  ): Promise<void> =>
    tellUsers(
      db,
      { ...deps, mailSpec },
      userIds,
      { gameId: telling.gameId, kind: telling.kind, contentId: null, params: telling.params },
      { actorId, mail: !unmailed.includes(telling.kind) },
    );
}
