import { formatErrorMessage } from '@herald/contract';
import type { JobDefinition } from '../../../jobs/queue.js';
import { consoleLink, localeOf, noticeForMail, noticeMessage } from '../../notices/index.js';
import type { ListeningDeps } from '../deps.js';
import { spikeMailSpec } from './specs.js';
import { spikeWords } from './why.js';

/** Sends the e-mail of one spike notice in its reader's language; a notice read, gone or of another kind sends nothing. */
export function spikeMailJob(deps: ListeningDeps): JobDefinition<typeof spikeMailSpec.payload> {
  return {
    ...spikeMailSpec,
    async handle({ notification_id }) {
      const row = await noticeForMail(deps.db, notification_id);
      if (!row || !deps.mailer || row.notice.kind !== 'listen_spike') return;
      const { notice } = row;
      const words = spikeWords(localeOf(row.reader.language));
      const values = { ...notice.params, game: row.game };
      const topicId = notice.params.topic_id;
      await deps.mailer.send(
        noticeMessage(
          row.reader.email,
          formatErrorMessage(words.subject, values),
          [formatErrorMessage(words.body, values)],
          {
            label: words.open,
            url: consoleLink(deps.consoleUrl(), `/listen/active/${topicId}`, topicId, notice.gameId),
          },
        ),
      );
    },
  };
}
