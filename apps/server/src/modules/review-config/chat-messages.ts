import { formatErrorMessage, type UiLocale } from '@herald/contract';
import type { ChatAction, ChatMessage } from './chat.js';

const words = {
  en: {
    testTitle: 'Herald test message',
    testLine: 'This chat will receive approval requests from Herald, with approve and reject links.',
    requestTitle: 'Approval needed: {title}',
    level: 'Level {level} of {count}: {name}',
    accounts: 'Accounts: {accounts}',
    author: 'Submitted by {author}',
    scheduled: 'Scheduled for {time}',
    approveAs: 'Approve ({reviewer})',
    rejectAs: 'Reject ({reviewer})',
  },
  'zh-CN': {
    testTitle: 'Herald 测试消息',
    testLine: '此群将收到 Herald 的审批请求，并附有通过和驳回链接。',
    requestTitle: '待审批：{title}',
    level: '第 {level}/{count} 级：{name}',
    accounts: '账号：{accounts}',
    author: '提交人：{author}',
    scheduled: '计划发布时间：{time}',
    approveAs: '通过（{reviewer}）',
    rejectAs: '驳回（{reviewer}）',
  },
} satisfies Record<UiLocale, Record<string, string>>;

type Word = keyof (typeof words)['en'];

export function chatWord(locale: UiLocale, word: Word, params: Record<string, string | number> = {}): string {
  return formatErrorMessage(words[locale][word], params);
}

export function chatTestMessage(locale: UiLocale): ChatMessage {
  return { title: chatWord(locale, 'testTitle'), lines: [chatWord(locale, 'testLine')], actions: [] };
}

/** What an approval request posted to a chat says. */
export interface ChatRequest {
  title: string;
  level: number;
  levelCount: number;
  levelName: string;
  accounts: string[];
  author: string;
  scheduledAt: string | null;
  /** Per reviewer of the level: their approve and reject links. */
  links: { reviewer: string; approve: string; reject: string }[];
}

export function chatRequestMessage(locale: UiLocale, request: ChatRequest): ChatMessage {
  const lines = [
    chatWord(locale, 'level', { level: request.level, count: request.levelCount, name: request.levelName }),
    chatWord(locale, 'accounts', { accounts: request.accounts.join(', ') }),
    chatWord(locale, 'author', { author: request.author }),
    ...(request.scheduledAt ? [chatWord(locale, 'scheduled', { time: request.scheduledAt })] : []),
  ];
  const actions: ChatAction[] = request.links.flatMap((link) => [
    {
      label: chatWord(locale, 'approveAs', { reviewer: link.reviewer }),
      url: link.approve,
      style: 'primary',
    },
    { label: chatWord(locale, 'rejectAs', { reviewer: link.reviewer }), url: link.reject, style: 'danger' },
  ]);
  return { title: chatWord(locale, 'requestTitle', { title: request.title }), lines, actions };
}
