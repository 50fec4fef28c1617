import { formatErrorMessage, type UiLocale } from '@herald/contract';
import { escapeHtml, type MailMessage } from '../notices/index.js';

const words = {
  en: {
    subject: '[Herald] Approval needed: {title}',
    intro: '{author} submitted content in {game} for your approval.',
    level: 'Level {level} of {count}: {name}',
    accounts: 'Accounts: {accounts}',
    scheduled: 'Scheduled for {time} (UTC)',
    approve: 'Approve',
    preview: 'How it looks on each network',
    reject: 'Reject',
    links:
      'Each link opens a page where you confirm. The links are yours alone, work once and expire in {days} days.',
  },
  'zh-CN': {
    subject: '[Herald] 待审批：{title}',
    intro: '{author} 在 {game} 中提交了内容，等待你审批。',
    level: '第 {level}/{count} 级：{name}',
    accounts: '账号：{accounts}',
    scheduled: '计划发布时间：{time}（UTC）',
    approve: '通过',
    preview: '在各平台上的预览',
    reject: '驳回',
    links: '每个链接都会打开一个确认页面。链接仅供你本人使用，只能使用一次，{days} 天后失效。',
  },
} satisfies Record<UiLocale, Record<string, string>>;

export interface ApprovalMail {
  to: string;
  locale: UiLocale;
  game: string;
  author: string;
  title: string;
  text: string;
  /** The preview screenshot the author submitted with it (how it looks on each network). */
  previewUrl: string | null;
  level: number;
  levelCount: number;
  levelName: string;
  accounts: string[];
  scheduledAt: string | null;
  approveUrl: string;
  rejectUrl: string;
  linkDays: number;
}

/** The approval e-mail to one reviewer, in their language, as plain text and HTML. */
export function approvalMail(mail: ApprovalMail): MailMessage {
  const say = (word: keyof (typeof words)['en'], params: Record<string, string | number> = {}) =>
    formatErrorMessage(words[mail.locale][word], params);
  const facts = [
    say('intro', { author: mail.author, game: mail.game }),
    say('level', { level: mail.level, count: mail.levelCount, name: mail.levelName }),
    say('accounts', { accounts: mail.accounts.join(', ') }),
    ...(mail.scheduledAt
      ? [say('scheduled', { time: mail.scheduledAt.replace('T', ' ').slice(0, 16) })]
      : []),
  ];
  const note = say('links', { days: mail.linkDays });
  const text = [
    ...facts,
    '',
    mail.title,
    mail.text,
    ...(mail.previewUrl ? ['', `${say('preview')}: ${mail.previewUrl}`] : []),
    '',
    `${say('approve')}: ${mail.approveUrl}`,
    `${say('reject')}: ${mail.rejectUrl}`,
    '',
    note,
  ].join('\n');
  const button = (url: string, label: string, colour: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;margin-right:8px;border-radius:6px;color:#fff;background:${colour};text-decoration:none">${escapeHtml(label)}</a>`;
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">',
    ...facts.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
    `<blockquote style="border-left:3px solid #ccc;margin:12px 0;padding:4px 12px"><strong>${escapeHtml(mail.title)}</strong><br>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</blockquote>`,
    ...(mail.previewUrl
      ? [
          `<p style="margin:8px 0 2px;color:#666">${escapeHtml(say('preview'))}</p><img src="${escapeHtml(mail.previewUrl)}" alt="${escapeHtml(say('preview'))}" style="max-width:480px;width:100%;border:1px solid #eee;border-radius:6px">`,
        ]
      : []),
    `<p>${button(mail.approveUrl, say('approve'), '#1677ff')}${button(mail.rejectUrl, say('reject'), '#cf1322')}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(note)}</p>`,
    '</div>',
  ].join('\n');
  return { to: mail.to, subject: say('subject', { title: mail.title }), text, html };
}
