import { AREA_IDS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { games, notifications, users } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/queue.js';
import { localeOf } from '../../notices/index.js';
import type { AssignDeps } from '../deps.js';
import { noticeMailSpec } from '../jobs/specs.js';
import { assignMail } from './mail.js';

/** Where a notice opens: a receiver's notice names their to-do, a lead's the task. */
export function noticeLink(consoleUrl: string, gameId: number, params: Record<string, string | number>) {
  const todo = params.todo_id;
  const [route, id] =
    todo === undefined ? ['/assign/task/detail', params.task_id] : ['/assign/todo/detail', todo];
  const query = new URLSearchParams({
    id: String(id ?? ''),
    game_id: String(gameId),
    game_area: AREA_IDS[0],
  });
  return `${consoleUrl}${route}?${query}`;
}

/** Sends the e-mail of one assign notice; a notice already read, gone, or not mailed sends nothing. */
export function noticeMailJob(deps: AssignDeps): JobDefinition<typeof noticeMailSpec.payload> {
  return {
    ...noticeMailSpec,
    async handle({ notification_id }) {
      const [row] = await deps.db
        .select({ notice: notifications, reader: users, game: games.gameName })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .innerJoin(games, eq(games.gameId, notifications.gameId))
        .where(eq(notifications.id, notification_id));
      if (!row || !deps.mailer || row.notice.readAt) return;
      const message = assignMail({
        to: row.reader.email,
        locale: localeOf(row.reader.language),
        kind: row.notice.kind,
        game: row.game,
        params: row.notice.params,
        url: noticeLink(deps.consoleUrl(), row.notice.gameId, row.notice.params),
      });
      if (message) await deps.mailer.send(message);
    },
  };
}
