import { formatErrorMessage, type UiLocale, wallTimeOf } from '@herald/contract';
import { type MailMessage, noticeMessage } from '../../notices/index.js';
import type { AssignNoticeKind } from './tell.js';

type MailedKind = Exclude<AssignNoticeKind, 'assign_post_proposed'>;

/** Field names of a changed task, as a mail names them. */
const fieldWords = {
  en: {
    name: 'name',
    label_id: 'label',
    talking_points: 'talking points',
    hashtags: 'hashtags',
    material_ids: 'materials',
    deeplink: 'deeplink',
    notes: 'notes',
    urgent: 'urgency',
    remind_hours: 'reminder',
    time_zone: 'time zone',
    deadline: 'deadline',
    post_period: 'post period',
  },
  'zh-CN': {
    name: '名称',
    label_id: '标签',
    talking_points: '要点',
    hashtags: '话题标签',
    material_ids: '素材',
    deeplink: '深度链接',
    notes: '备注',
    urgent: '紧急程度',
    remind_hours: '提醒',
    time_zone: '时区',
    deadline: '截止时间',
    post_period: '发布时段',
  },
} satisfies Record<UiLocale, Record<string, string>>;

const words = {
  en: {
    assign_todo_assigned: [
      '[Herald] New task: {task}',
      'You have a new task in {game}: “{task}”. Deadline: {deadline}.',
    ],
    assign_task_changed: [
      '[Herald] Task changed: {task}',
      '“{task}” in {game} was changed: {fields}. Deadline: {deadline}.',
    ],
    assign_task_abandoned: [
      '[Herald] Task abandoned: {task}',
      '“{task}” in {game} was abandoned, and your to-do is closed with it.',
    ],
    assign_task_expired: [
      '[Herald] Task ended: {task}',
      '“{task}” in {game} reached its deadline ({deadline}) before your to-do was done.',
    ],
    assign_task_reminder: [
      '[Herald] Due soon: {task}',
      '“{task}” in {game} is due {deadline}. Link your posts and complete your to-do before then.',
    ],
    assign_brief_asked: [
      '[Herald] Question on {task}',
      '{asker} asked about the brief of “{task}” in {game}.',
    ],
    assign_brief_answered: [
      '[Herald] Answered: your question on {task}',
      'Your question about “{task}” in {game} was {status}.',
    ],
    assign_todo_completed: [
      '[Herald] To-do completed: {task}',
      '{receiver} completed their to-do of “{task}” in {game}.',
    ],
    assign_todo_rejected: [
      '[Herald] To-do turned down: {task}',
      '{receiver} turned down their to-do of “{task}” in {game}.',
    ],
    status: { resolved: 'resolved', rejected: 'declined' },
    reason: 'Reason: {reason}',
    question: 'Question: {question}',
    answer: 'Answer: {answer}',
    open: 'Open in Herald',
  },
  'zh-CN': {
    assign_todo_assigned: [
      '[Herald] 新任务：{task}',
      '你在 {game} 中有一个新任务：“{task}”。截止时间：{deadline}。',
    ],
    assign_task_changed: [
      '[Herald] 任务已变更：{task}',
      '{game} 中的“{task}”已变更：{fields}。截止时间：{deadline}。',
    ],
    assign_task_abandoned: ['[Herald] 任务已放弃：{task}', '{game} 中的“{task}”已被放弃，你的待办随之关闭。'],
    assign_task_expired: [
      '[Herald] 任务已结束：{task}',
      '{game} 中的“{task}”已到截止时间（{deadline}），你的待办尚未完成。',
    ],
    assign_task_reminder: [
      '[Herald] 即将截止：{task}',
      '{game} 中的“{task}”将于 {deadline} 截止，请在此之前关联帖子并完成待办。',
    ],
    assign_brief_asked: ['[Herald] 任务提问：{task}', '{asker} 对 {game} 中“{task}”的任务说明提出了问题。'],
    assign_brief_answered: ['[Herald] 你的提问已答复：{task}', '你对 {game} 中“{task}”的提问{status}。'],
    assign_todo_completed: ['[Herald] 待办已完成：{task}', '{receiver} 完成了 {game} 中“{task}”的待办。'],
    assign_todo_rejected: ['[Herald] 待办被拒绝：{task}', '{receiver} 拒绝了 {game} 中“{task}”的待办。'],
    status: { resolved: '已解决', rejected: '已驳回' },
    reason: '原因：{reason}',
    question: '问题：{question}',
    answer: '答复：{answer}',
    open: '在 Herald 中查看',
  },
} satisfies Record<UiLocale, Record<MailedKind, [string, string]> & Record<string, unknown>>;

export interface AssignMail {
  to: string;
  locale: UiLocale;
  kind: string;
  game: string;
  params: Record<string, string | number>;
  url: string;
}

function isMailed(kind: string): kind is MailedKind {
  return kind in words.en && kind.startsWith('assign_');
}

/** An instant as the task's zone shows it: "2026-12-01 23:59 (Asia/Shanghai)". */
export function deadlineText(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return `${wallTimeOf(at, zone).replace('T', ' ')} (${zone})`;
  } catch (error) {
    // A zone this runtime does not know (never stored by the contract's check): the instant in UTC.
    if (!(error instanceof RangeError)) throw error;
    return `${at.toISOString().slice(0, 16).replace('T', ' ')} (UTC)`;
  }
}

/** The e-mail of one assign notice, in the reader's language; null for the kinds not mailed. */
export function assignMail(mail: AssignMail): MailMessage | null {
  if (!isMailed(mail.kind)) return null;
  const dictionary = words[mail.locale];
  const text = (key: string) => String(mail.params[key] ?? '').trim();
  const fields = text('fields')
    .split(',')
    .filter(Boolean)
    .map((field) => (fieldWords[mail.locale] as Record<string, string>)[field] ?? field)
    .join(mail.locale === 'en' ? ', ' : '、');
  const status = text('status') === 'rejected' ? dictionary.status.rejected : dictionary.status.resolved;
  const values = {
    ...mail.params,
    game: mail.game,
    deadline: deadlineText(text('deadline'), text('time_zone') || 'UTC'),
    fields,
    status,
  };
  const [subject, body] = dictionary[mail.kind].map((line) => formatErrorMessage(line, values));
  const extras = (['reason', 'question', 'answer'] as const).flatMap((key) =>
    text(key) ? [formatErrorMessage(dictionary[key], { [key]: text(key) })] : [],
  );
  return noticeMessage(mail.to, subject ?? '', [body ?? '', ...extras], {
    label: dictionary.open,
    url: mail.url,
  });
}
