import { type Engagement, type EngagementDetail, userActionsFor } from '@herald/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accountsOf,
  type ContentRow,
  engagementOf,
  historyOf,
  namesOf,
  targetsWithAccounts,
} from '../content/index.js';

/** Everything the detail page shows of one comment, reply, like or message. */
export async function engagementDetailOf(db: DbOrTx, row: ContentRow): Promise<EngagementDetail> {
  const body = engagementOf(row);
  const withAccounts = (await targetsWithAccounts(db, [row.id])).get(row.id) ?? [];
  const names = await namesOf(db, [row.authorId]);
  const status = row.status;
  const accounts = accountsOf(withAccounts);
  const engagement: Engagement = {
    id: row.id,
    content_type: body.content_type,
    status,
    account_ids: accounts.map((account) => account.id),
    target: body.target,
    text: body.content_type === 'like' ? '' : body.text,
    like_type: body.content_type === 'like' ? body.like_type : null,
    message_type: body.content_type === 'message' ? body.message_type : null,
    review_level: body.review_level,
    publish:
      row.scheduledAt && row.timeZone
        ? { timing: 'schedule', scheduled_at: row.scheduledAt.toISOString(), time_zone: row.timeZone }
        : body.publish,
    timeout_action: body.timeout_action,
    author: row.authorId === null ? '' : (names.get(row.authorId) ?? ''),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const targets = withAccounts.map(({ target }) => target);
  return { engagement, accounts, ...(await historyOf(db, row.id, targets)), actions: userActionsFor(status) };
}
