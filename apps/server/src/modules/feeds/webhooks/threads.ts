import { z } from 'zod';
import { threadsAuthor } from '../../../platforms/threads/index.js';
import { type Delivery, emptyDelivery, instantOf } from './delivery.js';

/*
 * Threads' webhooks (its own app, its own callback): one notification per POST,
 * `{ app_id, topic, target_id, time, subscription_id, values: { field, value } }` — `values` has also
 * been seen as an array of `{ field, value }`. `replies` (topic moderate) carries a reply in one of the
 * account's conversations, `mentions` (interaction) a post naming the account, `delete` the account's
 * own post or reply removed. `publish` (the account's own new posts) and fields Herald does not read are
 * skipped, never refused (Meta would retry them for days).
 *
 * The items are shaped as the adapter's polled reads store them (platforms/threads/reading.ts): a reply
 * names its author by username only (no id), a mention is the mentioning post — so a reply or mention
 * by poll and by webhook is one row.
 */

/** Meta writes ids as strings; a number is taken as its digits. */
const id = z.union([z.string(), z.number()]).transform(String);
const time = z.union([z.number(), z.string()]).optional();

const change = z.object({ field: z.string(), value: z.unknown() });
export const threadsPayloadSchema = z.object({
  app_id: id.optional(),
  topic: z.string().optional(),
  target_id: id.optional(),
  time,
  values: z.union([change, z.array(change)]),
});
export type ThreadsPayload = z.infer<typeof threadsPayloadSchema>;

const replyValue = z.object({
  id,
  username: z.string().optional(),
  text: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: time,
  replied_to: z.object({ id }).optional(),
  root_post: z.object({ id, owner_id: id }),
});

const mentionValue = z.object({
  id,
  username: z.string().optional(),
  text: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: time,
});

const deleteValue = z.object({ id, owner: z.object({ owner_id: id }) });

/** A reply in a conversation of the account's post (`root_post.owner_id`). */
function reply(raw: unknown, _target: string | undefined, at: Date): Delivery | undefined {
  const value = replyValue.safeParse(raw);
  if (!value.success) return undefined;
  const { root_post: root, replied_to: repliedTo } = value.data;
  const into = emptyDelivery('threads', root.owner_id);
  into.comments.push({
    postId: root.id,
    permalink: value.data.permalink ?? null,
    comment: {
      id: value.data.id,
      // A reply to the post itself is a top-level reply, as the post's replies edge reads it.
      parentId: repliedTo && repliedTo.id !== root.id ? repliedTo.id : null,
      authorId: null,
      authorName: value.data.username ?? null,
      text: value.data.text ?? '',
      createdAt: instantOf(value.data.timestamp, at),
      likeCount: null,
    },
  });
  return into;
}

/** A post by someone else naming the account (`target_id`). */
function mention(raw: unknown, target: string | undefined, at: Date): Delivery | undefined {
  const value = mentionValue.safeParse(raw);
  if (!value.success || !target) return undefined;
  const into = emptyDelivery('threads', target);
  into.mentions.push({
    id: value.data.id,
    text: value.data.text ?? null,
    permalink: value.data.permalink ?? null,
    postedAt: instantOf(value.data.timestamp, at),
    metrics: {},
    author: threadsAuthor(value.data.username),
  });
  return into;
}

/** The account's own post or reply deleted (`target_id` is the media): a reply it wrote leaves the inbox. */
function deletion(raw: unknown): Delivery | undefined {
  const value = deleteValue.safeParse(raw);
  if (!value.success) return undefined;
  const into = emptyDelivery('threads', value.data.owner.owner_id);
  into.removed.push({ source: 'comment', remoteId: value.data.id });
  return into;
}

type FieldReader = (raw: unknown, target: string | undefined, at: Date) => Delivery | undefined;
const FIELDS = new Map<string, FieldReader>([
  ['replies', reply],
  ['mentions', mention],
  ['delete', deletion],
]);

/** Everything one Threads notification says, per account it names. */
export function threadsDeliveries(payload: ThreadsPayload, receivedAt: Date): Delivery[] {
  const at = instantOf(payload.time, receivedAt);
  const changes = Array.isArray(payload.values) ? payload.values : [payload.values];
  return changes.flatMap(({ field, value }) => {
    const delivery = FIELDS.get(field)?.(value, payload.target_id, at);
    return delivery ? [delivery] : [];
  });
}
