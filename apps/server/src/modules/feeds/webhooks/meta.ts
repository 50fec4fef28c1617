import type { SocialNetwork } from '@herald/contract';
import { z } from 'zod';
import { type Delivery, emptyDelivery, instantOf, type PushedMessage } from './delivery.js';

/*
 * Meta's webhook payloads (Graph API webhooks): `object` page, instagram or whatsapp_business_account,
 * each entry naming the Page, Instagram account or WhatsApp Business Account, with `changes` (field +
 * value) or, for messaging, `messaging` events. Fields Herald does not use are ignored; an entry of a
 * kind it does not read is skipped, never refused (Meta would retry it for days).
 */

const actor = z.object({ id: z.string(), name: z.string().optional(), username: z.string().optional() });
const time = z.union([z.number(), z.string()]).optional();

const feedValue = z.object({
  item: z.string(),
  verb: z.string(),
  from: actor.optional(),
  post_id: z.string().optional(),
  comment_id: z.string().optional(),
  parent_id: z.string().optional(),
  message: z.string().optional(),
  created_time: time,
  reaction_type: z.string().optional(),
  post: z.object({ permalink_url: z.string().optional() }).optional(),
});

const igCommentValue = z.object({
  id: z.string(),
  text: z.string().optional(),
  from: actor.optional(),
  parent_id: z.string().optional(),
  media: z.object({ id: z.string() }),
});

const messaging = z.object({
  sender: z.object({ id: z.string() }),
  recipient: z.object({ id: z.string() }),
  timestamp: z.number().optional(),
  message: z
    .object({
      mid: z.string(),
      text: z.string().optional(),
      is_echo: z.boolean().optional(),
      is_deleted: z.boolean().optional(),
    })
    .optional(),
  message_edit: z.object({ mid: z.string(), text: z.string().optional() }).optional(),
});

const waValue = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z
    .array(
      z.object({
        id: z.string(),
        from: z.string(),
        timestamp: time,
        type: z.string(),
        text: z.object({ body: z.string() }).optional(),
        image: z.object({ caption: z.string().optional() }).optional(),
        video: z.object({ caption: z.string().optional() }).optional(),
        document: z.object({ caption: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const change = z.object({ field: z.string(), value: z.unknown() });
const entry = z.object({
  id: z.string(),
  time: time,
  changes: z.array(change).optional(),
  messaging: z.array(messaging).optional(),
});
export const metaPayloadSchema = z.object({ object: z.string(), entry: z.array(entry) });
type Entry = z.infer<typeof entry>;

/** Verbs that carry a comment's words (a new comment, or its edit). */
const CONTENT_VERBS = new Set(['add', 'edit', 'edited', 'update']);

/**
 * A Page's `feed` change: comments added, edited, hidden and removed, and reactions where Meta names
 * who.
 */
function pageFeed(into: Delivery, raw: unknown, at: Date): void {
  const value = feedValue.safeParse(raw);
  if (!value.success) return;
  const { item, verb, from, post_id: postId } = value.data;
  if (!postId) return;
  const createdAt = instantOf(value.data.created_time, at);
  if (item === 'comment' && value.data.comment_id) {
    const remoteId = value.data.comment_id;
    if (verb === 'remove') into.removed.push({ source: 'comment', remoteId });
    else if (verb === 'hide' || verb === 'unhide')
      into.hidden.push({ source: 'comment', remoteId, hidden: verb === 'hide' });
    // Other verbs (block, mute…) say nothing of the comment's words.
    if (!CONTENT_VERBS.has(verb)) return;
    // A comment on the post itself names the post as its parent.
    const parent = value.data.parent_id && value.data.parent_id !== postId ? value.data.parent_id : null;
    into.comments.push({
      postId,
      permalink: value.data.post?.permalink_url ?? null,
      comment: {
        id: remoteId,
        parentId: parent,
        authorId: from?.id ?? null,
        authorName: from?.name ?? null,
        text: value.data.message ?? '',
        createdAt,
        likeCount: null,
      },
    });
  } else if (item === 'reaction' && from) {
    const targetId = value.data.comment_id ?? postId;
    if (verb === 'remove') into.removed.push({ source: 'reaction', remoteId: `${targetId}:${from.id}` });
    else
      into.reactions.push({
        targetId,
        postId,
        authorId: from.id,
        authorName: from.name ?? null,
        reaction: value.data.reaction_type ?? 'like',
        createdAt,
      });
  }
}

/** An Instagram account's `comments` change (no timestamp in it: the entry's time stands in). */
function igComment(into: Delivery, raw: unknown, at: Date): void {
  const value = igCommentValue.safeParse(raw);
  if (!value.success) return;
  into.comments.push({
    postId: value.data.media.id,
    permalink: null,
    comment: {
      id: value.data.id,
      parentId: value.data.parent_id ?? null,
      authorId: value.data.from?.id ?? null,
      authorName: value.data.from?.username ?? value.data.from?.name ?? null,
      text: value.data.text ?? '',
      createdAt: at,
      likeCount: null,
    },
  });
}

/** Messenger and Instagram Direct events: a message (or the account's own, echoed), an edit, a deletion. */
function messagingEvents(into: Delivery, events: Entry['messaging'], at: Date): void {
  for (const event of events ?? []) {
    const fromAccount = event.sender.id === into.socialId || event.message?.is_echo === true;
    const peerId = fromAccount ? event.recipient.id : event.sender.id;
    const createdAt = instantOf(event.timestamp, at);
    const base = {
      conversationId: null,
      peerId,
      senderId: event.sender.id,
      senderName: null,
      fromAccount,
      createdAt,
    };
    if (event.message?.is_deleted) into.removed.push({ source: 'message', remoteId: event.message.mid });
    else if (event.message)
      into.messages.push({ ...base, id: event.message.mid, text: event.message.text ?? '' });
    else if (event.message_edit)
      into.messages.push({ ...base, id: event.message_edit.mid, text: event.message_edit.text ?? '' });
  }
}

/** WhatsApp's `messages` change: what customers wrote to one of the business's numbers. */
function whatsappMessages(deliveries: Delivery[], raw: unknown, at: Date): void {
  const value = waValue.safeParse(raw);
  if (!value.success || !value.data.messages) return;
  const into = emptyDelivery('whatsapp', value.data.metadata.phone_number_id);
  const names = new Map((value.data.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
  for (const message of value.data.messages) {
    const text =
      message.text?.body ??
      message.image?.caption ??
      message.video?.caption ??
      message.document?.caption ??
      '';
    const pushed: PushedMessage = {
      id: message.id,
      // A WhatsApp conversation is the customer's number, which is also whom an answer goes to.
      conversationId: message.from,
      peerId: message.from,
      senderId: message.from,
      senderName: names.get(message.from) ?? null,
      fromAccount: false,
      text,
      createdAt: instantOf(message.timestamp, at),
    };
    into.messages.push(pushed);
  }
  deliveries.push(into);
}

const OBJECT_NETWORK: Record<string, SocialNetwork> = { page: 'facebook', instagram: 'instagram' };

/** Everything a Meta delivery says, per account it names. */
export function metaDeliveries(payload: z.infer<typeof metaPayloadSchema>, receivedAt: Date): Delivery[] {
  const deliveries: Delivery[] = [];
  for (const item of payload.entry) {
    const at = instantOf(item.time, receivedAt);
    if (payload.object === 'whatsapp_business_account') {
      for (const { field, value } of item.changes ?? [])
        if (field === 'messages') whatsappMessages(deliveries, value, at);
      continue;
    }
    const network = OBJECT_NETWORK[payload.object];
    if (!network) continue;
    const into = emptyDelivery(network, item.id);
    for (const { field, value } of item.changes ?? []) {
      if (network === 'facebook' && field === 'feed') pageFeed(into, value, at);
      if (network === 'instagram' && (field === 'comments' || field === 'live_comments'))
        igComment(into, value, at);
    }
    messagingEvents(into, item.messaging, at);
    deliveries.push(into);
  }
  return deliveries;
}
