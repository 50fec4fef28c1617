import type { JobDefinition } from '../../../jobs/queue.js';
import { consoleLink, localeOf, noticeForMail } from '../../notices/index.js';
import type { MaterialDeps } from '../deps.js';
import { noticeMailSpec } from '../jobs/specs.js';
import { materialMail } from './mail.js';

/** Where a notice opens: the review queue for a submission, the submit list for a decision, else the library. */
export function noticeRoute(kind: string): string {
  if (kind === 'material_submitted') return '/material/review';
  if (kind === 'material_approved' || kind === 'material_rejected') return '/material/list';
  return '/material/library';
}

/** Sends the e-mail of one material notice; a notice already read, gone, or of another kind sends nothing. */
export function noticeMailJob(deps: MaterialDeps): JobDefinition<typeof noticeMailSpec.payload> {
  return {
    ...noticeMailSpec,
    async handle({ notification_id }) {
      const row = await noticeForMail(deps.db, notification_id);
      if (!row || !deps.mailer) return;
      const { notice } = row;
      const message = materialMail({
        to: row.reader.email,
        locale: localeOf(row.reader.language),
        kind: notice.kind,
        game: row.game,
        params: notice.params,
        url: consoleLink(
          deps.consoleUrl(),
          noticeRoute(notice.kind),
          notice.params.material_id,
          notice.gameId,
        ),
      });
      if (message) await deps.mailer.send(message);
    },
  };
}
