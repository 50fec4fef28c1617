import { z } from 'zod';
import type { CommentPage, NetworkPost, PostPage } from '../types.js';
import { type DiscordRest, joinId, permalinkOf } from './rest.js';

const referenceSchema = z.object({ message_id: z.string().optional() });
export const messageSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  content: z.string(),
  timestamp: z.string(),
  author: z
    .object({ id: z.string(), username: z.string(), global_name: z.string().nullable().optional() })
    .optional(),
  reactions: z
    .array(z.object({ count: z.number(), emoji: z.object({ name: z.string().nullable() }) }))
    .optional(),
  message_reference: referenceSchema.optional(),
  referenced_message: z.object({ message_reference: referenceSchema.optional() }).nullable().optional(),
  poll: z
    .object({ results: z.object({ answer_counts: z.array(z.object({ count: z.number() })) }).optional() })
    .optional(),
});
export type DiscordMessage = z.infer<typeof messageSchema>;
const pageSchema = z.array(messageSchema);

/** Messages are read 100 at a time, newest first (`before` the oldest seen). */
const PAGE = 100;

const older = (a: string, b: string): boolean => BigInt(a) < BigInt(b);

/** A message's counters: all reactions, each emoji's, and poll votes when it is a poll. */
export function messageCounters(message: DiscordMessage): Record<string, number> {
  const reactions = message.reactions ?? [];
  const counters: Record<string, number> = { reactions: reactions.reduce((sum, r) => sum + r.count, 0) };
  for (const reaction of reactions)
    if (reaction.emoji.name) counters[`reaction_${reaction.emoji.name}`] = reaction.count;
  const votes = message.poll?.results?.answer_counts;
  if (votes) counters.poll_votes = votes.reduce((sum, answer) => sum + answer.count, 0);
  return counters;
}

export function toPost(guildId: string, message: DiscordMessage): NetworkPost {
  return {
    id: joinId(message.channel_id, message.id),
    text: message.content,
    permalink: permalinkOf(guildId, message.channel_id, message.id),
    postedAt: new Date(message.timestamp),
    metrics: messageCounters(message),
  };
}

/** One page of a channel's messages before `cursor` (a message id), newest first. */
export async function readPage(rest: DiscordRest, channelId: string, before: string | null) {
  const batch = pageSchema.parse(
    await rest.get(`/channels/${channelId}/messages`, { limit: PAGE, before: before ?? undefined }),
  );
  const oldest = batch.at(-1)?.id;
  return { batch, next: batch.length === PAGE && oldest ? oldest : null };
}

/**
 * The channel's messages that `keep` selects, newest first, posted at or after `since`; the cursor is
 * the oldest message id read (null once older than `since`).
 */
export async function postsPage(
  rest: DiscordRest,
  where: { guildId: string; channelId: string },
  since: Date,
  before: string | null,
  keep: (message: DiscordMessage) => boolean,
): Promise<PostPage> {
  const { batch, next } = await readPage(rest, where.channelId, before);
  const recent = batch.filter((message) => new Date(message.timestamp) >= since);
  return {
    posts: recent.filter(keep).map((message) => toPost(where.guildId, message)),
    next: recent.length === batch.length ? next : null,
  };
}

/**
 * Replies in the channel that reference the message, or reference a reply to it (Discord hands the
 * answered message along as `referenced_message`, so two levels are recognised), newest first.
 */
export async function readReplies(
  rest: DiscordRest,
  channelId: string,
  messageId: string,
  cursor: string | null,
): Promise<CommentPage> {
  const { batch, next } = await readPage(rest, channelId, cursor);
  const comments = batch.flatMap((message) => {
    const answered = message.message_reference?.message_id;
    const above = message.referenced_message?.message_reference?.message_id;
    if (!answered || (answered !== messageId && above !== messageId)) return [];
    return [
      {
        id: joinId(channelId, message.id),
        parentId: answered === messageId ? null : joinId(channelId, answered),
        authorId: message.author?.id ?? null,
        authorName: message.author ? (message.author.global_name ?? message.author.username) : null,
        text: message.content,
        createdAt: new Date(message.timestamp),
        likeCount: messageCounters(message).reactions ?? null,
      },
    ];
  });
  const oldest = batch.at(-1)?.id;
  return { comments, next: next && oldest && older(messageId, oldest) ? next : null };
}
