import { z } from 'zod';
import { comparableText } from '../matching.js';
import type { NetworkPost, PublishContent } from '../types.js';
import { threadName } from './posting.js';
import { messageSchema, toPost } from './reading.js';
import type { DiscordRest, UploadFile } from './rest.js';

const threadSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable().optional(),
  owner_id: z.string().optional(),
  name: z.string(),
  thread_metadata: z.object({ create_timestamp: z.string().optional() }).optional(),
  message: z.object({ id: z.string() }).optional(),
});

/**
 * A forum post: a thread named from the text's first line whose starter message carries the post.
 * Answers the starter message's id (a forum thread shares it).
 */
export async function startThread(
  rest: DiscordRest,
  forumId: string,
  request: PublishContent,
  message: unknown,
  files: readonly UploadFile[],
): Promise<string> {
  const thread = threadSchema.parse(
    await rest.send(`/channels/${forumId}/threads`, { name: threadName(request), message }, files),
  );
  return thread.message?.id ?? thread.id;
}

/** The bot's forum post with this request's title and text, started at or after `since`. */
export async function findForumPost(
  rest: DiscordRest,
  where: { guildId: string; forumId: string; botId: string },
  request: PublishContent,
  since: Date,
): Promise<NetworkPost | null> {
  const active = z
    .object({ threads: z.array(threadSchema) })
    .parse(await rest.get(`/guilds/${where.guildId}/threads/active`));
  const name = threadName(request);
  const candidates = active.threads.filter((thread) => {
    const created = thread.thread_metadata?.create_timestamp;
    return (
      thread.parent_id === where.forumId &&
      thread.owner_id === where.botId &&
      thread.name === name &&
      (!created || new Date(created) >= since)
    );
  });
  const wanted = comparableText(request.text);
  for (const thread of candidates) {
    const starter = messageSchema.parse(await rest.get(`/channels/${thread.id}/messages/${thread.id}`));
    if (comparableText(starter.content) === wanted) return toPost(where.guildId, starter);
  }
  return null;
}
