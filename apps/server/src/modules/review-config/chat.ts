import type { ChatKind, ChatWebhook } from '@herald/contract';

/** How long a chat's webhook may take to answer. */
const CHAT_TIMEOUT_MS = 10_000;

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

export interface ChatDelivery {
  delivered: boolean;
  /** The webhook's HTTP status (null when it could not be reached). */
  status: number | null;
  message: string;
}

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
function bodyRefusal(body: string): string | null {
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
  const text = record.errmsg ?? record.msg ?? record.StatusMessage;
  return `${String(code)}${typeof text === 'string' ? `: ${text}` : ''}`;
}

/** Posts a message to a chat's incoming webhook and reports what the chat answered. */
export async function postToChat(
  chat: Pick<ChatWebhook, 'kind' | 'url'>,
  message: ChatMessage,
): Promise<ChatDelivery> {
  let response: Response;
  try {
    response = await fetch(chat.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payloads[chat.kind](message)),
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { delivered: false, status: null, message: reason };
  }
  const body = (await response.text()).slice(0, 500);
  if (!response.ok)
    return { delivered: false, status: response.status, message: body || response.statusText };
  const refusal = bodyRefusal(body);
  if (refusal !== null) return { delivered: false, status: response.status, message: refusal };
  return { delivered: true, status: response.status, message: body || 'ok' };
}
