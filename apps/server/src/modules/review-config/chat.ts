import type { ChatKind, ChatWebhook } from '@herald/contract';
import type { OutboundPolicy } from '../../outbound/index.js';

/** A button of a chat message: a link that opens the decision page. */
export interface ChatAction {
  label: string;
  url: string;
  style: 'primary' | 'danger' | 'default';
}

/** What Herald posts to a corporate chat, before it is shaped for that chat's webhook. */
export interface ChatMessage {
  title: string;
  /** Plain lines (title, accounts, author, time…). */
  lines: string[];
  actions: ChatAction[];
}

/**
 * How a chat took a message, in Herald's own words: the chat's answer is read to decide, never passed
 * on (the address is the user's to choose, so its answer must not become a way to read other servers).
 */
export type ChatOutcome =
  | { delivered: true; status: number }
  | { delivered: false; status: number; refusal: 'http' }
  | { delivered: false; status: number; refusal: 'code'; code: string }
  | { delivered: false; status: null; refusal: 'timeout' | 'unreachable' | 'refused_address' };

function markdownLinks(actions: readonly ChatAction[]): string {
  return actions.map((action) => `[${action.label}](${action.url})`).join('  ·  ');
}

/** The body each chat's incoming webhook expects. */
const payloads: Record<ChatKind, (message: ChatMessage) => unknown> = {
  generic: (message) => ({
    title: message.title,
    text: [message.title, ...message.lines].join('\n'),
    actions: message.actions,
  }),
  // Slack incoming webhooks: Block Kit with link buttons.
  slack: (message) => ({
    text: message.title,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: message.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: message.lines.join('\n') || ' ' } },
      {
        type: 'actions',
        elements: message.actions.map((action) => ({
          type: 'button',
          text: { type: 'plain_text', text: action.label.slice(0, 75) },
          url: action.url,
          ...(action.style === 'default' ? {} : { style: action.style }),
        })),
      },
    ],
  }),
  // Lark / Feishu custom bots: an interactive card with link buttons.
  lark: (message) => ({
    msg_type: 'interactive',
    card: {
      header: { title: { tag: 'plain_text', content: message.title } },
      elements: [
        { tag: 'div', text: { tag: 'lark_md', content: message.lines.join('\n') } },
        {
          tag: 'action',
          actions: message.actions.map((action) => ({
            tag: 'button',
            text: { tag: 'plain_text', content: action.label },
            type: action.style,
            url: action.url,
          })),
        },
      ],
    },
  }),
  // WeCom (企业微信) group robots: markdown with links.
  wecom: (message) => ({
    msgtype: 'markdown',
    markdown: {
      content: [`**${message.title}**`, ...message.lines, markdownLinks(message.actions)].join('\n'),
    },
  }),
};

/** Lark and WeCom answer HTTP 200 with an error code in the body; anything but 0 is a refusal. */
function refusalCode(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Slack answers the plain text "ok"; a body that is not JSON carries no error code.
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const code = record.errcode ?? record.code ?? record.StatusCode;
  if (code === undefined || code === 0) return null;
  // Only a short code is kept: enough to look it up in the chat's documentation, nothing of the body.
  const text = String(code);
  return /^[\w.-]{1,16}$/.test(text) ? text : '?';
}

/** Posts a message to a chat's incoming webhook through the outbound policy and says how it went. */
export async function postToChat(
  outbound: OutboundPolicy,
  chat: Pick<ChatWebhook, 'kind' | 'url'>,
  message: ChatMessage,
): Promise<ChatOutcome> {
  const answer = await outbound.post(chat.url, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payloads[chat.kind](message)),
  });
  if (answer.kind === 'failed') return { delivered: false, status: null, refusal: answer.reason };
  if (answer.status < 200 || answer.status >= 300)
    return { delivered: false, status: answer.status, refusal: 'http' };
  const code = refusalCode(answer.body);
  if (code !== null) return { delivered: false, status: answer.status, refusal: 'code', code };
  return { delivered: true, status: answer.status };
}
