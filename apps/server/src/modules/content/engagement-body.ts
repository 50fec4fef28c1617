import { commentInputSchema, likeInputSchema, messageInputSchema } from '@herald/contract';
import { z } from 'zod';
import type { ContentRow } from './store.js';

/** What a comment, reply, like or message form holds besides its accounts (kept in `contents.body`). */
export const engagementBodySchema = z.union([
  commentInputSchema.omit({ account_ids: true }),
  likeInputSchema.omit({ account_ids: true }),
  messageInputSchema.omit({ account_ids: true }),
]);
export type EngagementBody = z.infer<typeof engagementBodySchema>;

/** The stored body of a comment, reply, like or message, read back through its schema. */
export function engagementOf(row: ContentRow): EngagementBody {
  return engagementBodySchema.parse(row.body);
}

/** The words an engagement sends (a like sends none). */
export function wordsOf(body: EngagementBody): string {
  return body.content_type === 'like' ? '' : body.text.trim();
}
