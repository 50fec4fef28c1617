import { formatErrorMessage, type UiLocale } from '@herald/contract';
import { type MailMessage, noticeMessage } from '../../notices/index.js';
import type { MaterialNoticeKind } from './tell.js';

const words = {
  en: {
    material_submitted: [
      '[Herald] Material to review: {material}',
      '“{material}” was submitted to the material library of {game} and waits for review.',
    ],
    material_approved: [
      '[Herald] Material approved: {material}',
      '“{material}” in {game} was approved by {by}: it can now be used in posts.',
    ],
    material_rejected: [
      '[Herald] Material rejected: {material}',
      '“{material}” in {game} was rejected by {by}.',
    ],
    material_expiring: [
      '[Herald] Usage rights end soon: {material}',
      'The usage rights of “{material}” in {game} end on {date}.',
    ],
    material_expired: [
      '[Herald] Usage rights ended: {material}',
      'The usage rights of “{material}” in {game} ended on {date}. It can no longer be used for new posts; {held} scheduled posts that use it are held for a decision.',
    ],
    comment: 'Comment: {comment}',
    open: 'Open in Herald',
  },
  'zh-CN': {
    material_submitted: [
      '[Herald] 待审核素材：{material}',
      '“{material}”已提交到 {game} 的素材库，等待审核。',
    ],
    material_approved: [
      '[Herald] 素材已通过：{material}',
      '{game} 中的“{material}”已由 {by} 审核通过，可以用于帖子了。',
    ],
    material_rejected: ['[Herald] 素材被驳回：{material}', '{game} 中的“{material}”被 {by} 驳回。'],
    material_expiring: [
      '[Herald] 素材使用权即将到期：{material}',
      '{game} 中“{material}”的使用权将于 {date} 到期。',
    ],
    material_expired: [
      '[Herald] 素材使用权已到期：{material}',
      '{game} 中“{material}”的使用权已于 {date} 到期，不能再用于新帖子；使用它的 {held} 条定时帖子已暂停，等待处理。',
    ],
    comment: '意见：{comment}',
    open: '在 Herald 中查看',
  },
} satisfies Record<UiLocale, Record<MaterialNoticeKind, [string, string]> & Record<string, unknown>>;

/** One material notice to mail: its reader, their language, and what the notice says. */
export interface MaterialMail {
  to: string;
  locale: UiLocale;
  kind: string;
  game: string;
  params: Record<string, string | number>;
  url: string;
}

function isMaterialKind(kind: string): kind is MaterialNoticeKind {
  return kind in words.en && kind.startsWith('material_');
}

/** The e-mail of one material notice, in the reader's language; null for any other kind. */
export function materialMail(mail: MaterialMail): MailMessage | null {
  if (!isMaterialKind(mail.kind)) return null;
  const dictionary = words[mail.locale];
  const values = { ...mail.params, game: mail.game };
  const [subject, body] = dictionary[mail.kind].map((line) => formatErrorMessage(line, values));
  const comment = String(mail.params.comment ?? '').trim();
  const extras = comment ? [formatErrorMessage(dictionary.comment, { comment })] : [];
  return noticeMessage(mail.to, subject ?? '', [body ?? '', ...extras], {
    label: dictionary.open,
    url: mail.url,
  });
}
