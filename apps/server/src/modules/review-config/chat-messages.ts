import { formatErrorMessage, type UiLocale } from '@herald/contract';
import type { ChatAction, ChatMessage, ChatOutcome } from './chat.js';

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
    delivered: 'delivered',
    http: 'the chat answered HTTP {status}',
    code: 'the chat refused the message (error code {code})',
    timeout: 'the chat did not answer in time',
    unreachable: 'the chat could not be reached',
    refused_address: 'the address leads to a private network, which Herald does not send to',
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
    delivered: '已送达',
    http: '群聊返回 HTTP {status}',
    code: '群聊拒绝了该消息（错误码 {code}）',
    timeout: '群聊未及时响应',
    unreachable: '无法连接到群聊',
    refused_address: '该地址指向内网，Herald 不向内网发送',
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

/** How a delivery went, told in Herald's own words (never the chat's answer). */
export function chatOutcomeText(locale: UiLocale, outcome: ChatOutcome): string {
  if (outcome.delivered) return chatWord(locale, 'delivered');
  switch (outcome.refusal) {
    case 'http':
      return chatWord(locale, 'http', { status: outcome.status });
    case 'code':
      return chatWord(locale, 'code', { code: outcome.code });
    default:
      return chatWord(locale, outcome.refusal);
  }
}

/** The chat test's answer: delivered or not, the HTTP status, and what that means. */
export function chatTestAnswer(locale: UiLocale, outcome: ChatOutcome) {
  return { delivered: outcome.delivered, status: outcome.status, message: chatOutcomeText(locale, outcome) };
}
