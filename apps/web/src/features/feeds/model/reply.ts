import {
  errorMessages,
  type FeedDetail,
  networkNames,
  type SocialNetwork,
  textLength,
  type UiLocale,
} from '@herald/contract';

export type ReplyKind = 'public' | 'private';
type ReplyOption = FeedDetail['public_reply'];

/** Why a reply cannot be sent, in the reader's language: the catalogue's message for the reason's id. */
export function reasonText(
  reason: string | null,
  network: SocialNetwork,
  locale: UiLocale,
  fallback: string,
): string {
  const messages: Record<string, string> = errorMessages[locale];
  const text = reason ? messages[reason] : undefined;
  return (text ?? fallback).replaceAll('{network}', networkNames[network]);
}

/** The kind offered first: a private message is answered privately, anything else publicly if it can be. */
export function defaultKind(detail: FeedDetail): ReplyKind {
  const message = detail.feed.feed_type === 'message' || detail.feed.conversation_id !== null;
  if (message && detail.private_reply.allowed) return 'private';
  if (detail.public_reply.allowed) return 'public';
  return detail.private_reply.allowed ? 'private' : 'public';
}

export function optionOf(detail: FeedDetail, kind: ReplyKind): ReplyOption {
  return kind === 'public' ? detail.public_reply : detail.private_reply;
}

/** The reply's length as its network counts it (X weighs CJK and links), against the network's limit. */
export function replyLength(text: string, network: SocialNetwork, max: number | null) {
  const length = textLength(text.trim(), network === 'twitter');
  return { length, max, over: max !== null && length > max };
}
