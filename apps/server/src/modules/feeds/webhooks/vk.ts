import { z } from 'zod';
import { type Delivery, emptyDelivery } from './delivery.js';

/*
 * VK's Callback API: `{ type, group_id, secret, object, event_id, v }`. The ids Herald gives VK objects
 * are the adapter's (platforms/vk/ids.ts): a comment `<owner>_<post>:<comment>`, a conversation the
 * person's id — so a comment or message arrives as the same item by poll and by callback.
 */

export const vkEventSchema = z.object({
  type: z.string(),
  group_id: z.number().int(),
  secret: z.string().optional(),
  event_id: z.string().optional(),
  object: z.unknown().optional(),
});
export type VkEvent = z.infer<typeof vkEventSchema>;

const comment = z.object({
  id: z.number().int(),
  from_id: z.number().int().optional(),
  date: z.number().optional(),
  text: z.string().optional(),
  post_id: z.number().int(),
  owner_id: z.number().int().optional(),
  post_owner_id: z.number().int().optional(),
  reply_to_comment: z.number().int().optional(),
  parents_stack: z.array(z.number().int()).optional(),
});

const message = z.object({
  id: z.number().int(),
  date: z.number(),
  peer_id: z.number().int(),
  from_id: z.number().int(),
  text: z.string().optional(),
  out: z.number().optional(),
});

const ref = (owner: number, post: number) => `${owner}_${post}`;

function wallComment(into: Delivery, type: string, raw: unknown, groupId: number): void {
  const value = comment.safeParse(raw);
  if (!value.success) return;
  const owner = value.data.post_owner_id ?? value.data.owner_id ?? -groupId;
  const postId = ref(owner, value.data.post_id);
  const id = `${postId}:${value.data.id}`;
  if (type === 'wall_reply_delete') {
    into.removed.push({ source: 'comment', remoteId: id });
    return;
  }
  const parent = value.data.reply_to_comment ?? value.data.parents_stack?.[0];
  into.comments.push({
    postId,
    permalink: `https://vk.com/wall${postId}`,
    comment: {
      id,
      parentId: parent === undefined ? null : `${postId}:${parent}`,
      authorId: value.data.from_id === undefined ? null : String(value.data.from_id),
      authorName: null,
      text: value.data.text ?? '',
      createdAt: new Date((value.data.date ?? Date.now() / 1000) * 1000),
      likeCount: null,
    },
  });
}

function privateMessage(into: Delivery, raw: unknown): void {
  // message_new wraps the message (with the client's abilities); message_reply and message_edit do not.
  const wrapped = z.object({ message }).safeParse(raw);
  const value = wrapped.success ? wrapped : message.safeParse(raw);
  if (!value.success) return;
  const data = 'message' in value.data ? value.data.message : value.data;
  into.messages.push({
    id: String(data.id),
    conversationId: String(data.peer_id),
    peerId: String(data.peer_id),
    senderId: String(data.from_id),
    senderName: null,
    fromAccount: data.out === 1 || data.from_id < 0,
    text: data.text ?? '',
    createdAt: new Date(data.date * 1000),
  });
}

const WALL = new Set(['wall_reply_new', 'wall_reply_edit', 'wall_reply_restore', 'wall_reply_delete']);
const MESSAGES = new Set(['message_new', 'message_reply', 'message_edit']);

/** What one callback says about the community it names. */
export function vkDelivery(event: VkEvent): Delivery {
  const into = emptyDelivery('vk', String(Math.abs(event.group_id)));
  if (WALL.has(event.type)) wallComment(into, event.type, event.object, Math.abs(event.group_id));
  else if (MESSAGES.has(event.type)) privateMessage(into, event.object);
  return into;
}
