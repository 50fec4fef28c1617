import { AREA_IDS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { games, notifications, users } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/queue.js';
import { localeOf } from '../../notices/index.js';
import type { MaterialDeps } from '../deps.js';
import { noticeMailSpec } from '../jobs/specs.js';
import { materialMail } from './mail.js';

/** Where a notice opens: the review queue for a submission, the submit list for a decision, else the library. */
export function noticeLink(consoleUrl: string, gameId: number, kind: string, materialId: unknown) {
  const route =
    kind === 'material_submitted'
      ? '/material/review'
      : kind === 'material_approved' || kind === 'material_rejected'
        ? '/material/list'
        : '/material/library';
  const query = new URLSearchParams({
    id: String(materialId ?? ''),
    game_id: String(gameId),
    game_area: AREA_IDS[0],
  });
  return `${consoleUrl}${route}?${query}`;
}

/** Sends the e-mail of one material notice; a notice already read, gone, or of another kind sends nothing. */
export function noticeMailJob(deps: MaterialDeps): JobDefinition<typeof noticeMailSpec.payload> {
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
      const { notice } = row;
      const message = materialMail({
        to: row.reader.email,
        locale: localeOf(row.reader.language),
        kind: notice.kind,
        game: row.game,
        params: notice.params,
        url: noticeLink(deps.consoleUrl(), notice.gameId, notice.kind, notice.params.material_id),
      });
      if (message) await deps.mailer.send(message);
    },
  };
}
