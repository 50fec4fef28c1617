import { AREA_IDS, formatErrorMessage, type UiLocale } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contents, games, notifications, users } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { localeOf, type MailMessage, noticeMessage } from '../notices/index.js';
import type { ReviewDeps } from './deps.js';
import { noticeMailSpec } from './specs.js';

/** Only the kinds notifyAuthor mails; other kinds stay in the console. */
type MailedKind =
  | 'review_approved'
  | 'review_rejected'
  | 'review_timed_out_revoke'
  | 'review_timed_out_hold_on';

const words = {
  en: {
    review_approved: [
      '[Herald] Approved: {title}',
      '“{title}” was approved in {game}. It goes on to publishing.',
    ],
    review_rejected: [
      '[Herald] Rejected: {title}',
      '{reviewer} rejected “{title}” at level {level} in {game}. Edit it and submit it again when it is ready.',
    ],
    review_timed_out_revoke: [
      '[Herald] Approval stopped: {title}',
      'Approval of “{title}” in {game} did not finish by its scheduled time, so it was stopped. The content is a draft again.',
    ],
    review_timed_out_hold_on: [
      '[Herald] Approval running late: {title}',
      'Approval of “{title}” in {game} did not finish by its scheduled time. It will be published as soon as it is approved.',
    ],
    comment: 'Comment: {comment}',
    open: 'Open in Herald',
    untitled: '(untitled)',
  },
  'zh-CN': {
    review_approved: ['[Herald] 已通过：{title}', '{game} 中的“{title}”已通过审批，将继续发布。'],
    review_rejected: [
      '[Herald] 已驳回：{title}',
      '{reviewer} 在第 {level} 级驳回了 {game} 中的“{title}”。修改后可再次提交。',
    ],
    review_timed_out_revoke: [
      '[Herald] 审批已停止：{title}',
      '{game} 中的“{title}”未在计划发布时间前完成审批，审批已停止，内容已退回草稿。',
    ],
    review_timed_out_hold_on: [
      '[Herald] 审批超时：{title}',
      '{game} 中的“{title}”未在计划发布时间前完成审批，审批通过后将立即发布。',
    ],
    comment: '审批意见：{comment}',
    open: '在 Herald 中查看',
    untitled: '（无标题）',
  },
} satisfies Record<UiLocale, Record<MailedKind, [string, string]> & Record<string, unknown>>;

export interface NoticeMail {
  to: string;
  locale: UiLocale;
  kind: string;
  game: string;
  params: Record<string, string | number>;
  url: string;
}

function mailedKind(kind: string, params: Record<string, string | number>): MailedKind | null {
  if (kind === 'review_timed_out')
    return params.action === 'revoke' ? 'review_timed_out_revoke' : 'review_timed_out_hold_on';
  return kind === 'review_approved' || kind === 'review_rejected' ? kind : null;
}

/** The e-mail telling an author how their approval ended, in their language; null for kinds not mailed. */
export function noticeMail(mail: NoticeMail): MailMessage | null {
  const kind = mailedKind(mail.kind, mail.params);
  if (!kind) return null;
  const dictionary = words[mail.locale];
  const title = String(mail.params.title ?? '').trim() || dictionary.untitled;
  const values = { ...mail.params, title, game: mail.game };
  const [subject, body] = dictionary[kind].map((text) => formatErrorMessage(text, values));
  const comment = String(mail.params.comment ?? '').trim();
  const lines = [body ?? '', ...(comment ? [formatErrorMessage(dictionary.comment, { comment })] : [])];
  return noticeMessage(mail.to, subject ?? '', lines, { label: dictionary.open, url: mail.url });
}

/** Sends the e-mail of one notice; a notice already read, or gone, or not mailed sends nothing. */
export function noticeMailJob(deps: ReviewDeps): JobDefinition<typeof noticeMailSpec.payload> {
  return {
    ...noticeMailSpec,
    async handle({ notification_id }: z.infer<typeof noticeMailSpec.payload>) {
      const [row] = await deps.db
        .select({ notice: notifications, reader: users, game: games.gameName, type: contents.contentType })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .innerJoin(games, eq(games.gameId, notifications.gameId))
        .leftJoin(contents, eq(contents.id, notifications.contentId))
        .where(eq(notifications.id, notification_id));
      if (!row || !deps.mailer || row.notice.readAt) return;
      const query = new URLSearchParams({
        id: String(row.notice.contentId ?? ''),
        game_id: String(row.notice.gameId),
        game_area: AREA_IDS[0],
      });
      const message = noticeMail({
        to: row.reader.email,
        locale: localeOf(row.reader.language),
        kind: row.notice.kind,
        game: row.game,
        params: row.notice.params,
        url: `${deps.consoleUrl()}/content/${row.type ?? 'post'}/detail?${query}`,
      });
      if (message) await deps.mailer.send(message);
    },
  };
}
