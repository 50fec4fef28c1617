import type { JobDefinition } from '../../../jobs/queue.js';
import { consoleLink, localeOf, noticeForMail } from '../../notices/index.js';
import type { AssignDeps } from '../deps.js';
import { noticeMailSpec } from '../jobs/specs.js';
import { assignMail } from './mail.js';

/** Where a notice opens: a receiver's notice names their to-do, a lead's the task. */
export function noticeLink(consoleUrl: string, gameId: number, params: Record<string, string | number>) {
  const todo = params.todo_id;
  return todo === undefined
    ? consoleLink(consoleUrl, '/assign/task/detail', params.task_id, gameId)
    : consoleLink(consoleUrl, '/assign/todo/detail', todo, gameId);
}

/** Sends the e-mail of one assign notice; a notice already read, gone, or not mailed sends nothing. */
export function noticeMailJob(deps: AssignDeps): JobDefinition<typeof noticeMailSpec.payload> {
  return {
    ...noticeMailSpec,
    async handle({ notification_id }) {
      const row = await noticeForMail(deps.db, notification_id);
      if (!row || !deps.mailer) return;
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
