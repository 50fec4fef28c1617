import { z } from 'zod';
import type { CommentPage, NetworkComment } from '../types.js';
import { commentRef, type VkRef } from './ids.js';
import { namedSchema, namesOf, type VkCall } from './reading.js';

const PAGE_SIZE = 100;
/** Replies VK returns inside each comment's thread (its maximum). */
const THREAD_ITEMS = 10;

interface VkComment {
  id: number;
  from_id: number;
  date: number;
  text?: string | undefined;
  reply_to_comment?: number | undefined;
  likes?: { count: number } | undefined;
  thread?: { count: number; items?: VkComment[] | undefined } | undefined;
}
const commentSchema: z.ZodType<VkComment> = z.lazy(() =>
  z.object({
    id: z.number(),
    from_id: z.number(),
    date: z.number(),
    text: z.string().optional(),
    reply_to_comment: z.number().optional(),
    likes: z.object({ count: z.number() }).optional(),
    thread: z.object({ count: z.number(), items: z.array(commentSchema).optional() }).optional(),
  }),
);
const pageSchema = namedSchema.extend({
  count: z.number(),
  current_level_count: z.number().optional(),
  items: z.array(commentSchema),
});

function toComment(
  post: VkRef,
  comment: VkComment,
  parent: number | null,
  authors: Map<number, string>,
): NetworkComment {
  return {
    id: commentRef(post.ownerId, post.postId, comment.id),
    parentId: parent === null ? null : commentRef(post.ownerId, post.postId, parent),
    authorId: String(comment.from_id),
    authorName: authors.get(comment.from_id) ?? null,
    text: comment.text ?? '',
    createdAt: new Date(comment.date * 1000),
    likeCount: comment.likes?.count ?? null,
  };
}

function read(call: VkCall, post: VkRef, extra: Record<string, number | string>) {
  return call(
    'wall.getComments',
    { owner_id: post.ownerId, post_id: post.postId, need_likes: 1, extended: 1, count: PAGE_SIZE, ...extra },
    pageSchema,
  );
}

/**
 * A post's comments, newest first (wall.getComments, offset paging over the top level), each followed
 * by the replies of its thread: the ten VK sends along, or the whole thread when it holds more.
 */
export async function readComments(call: VkCall, post: VkRef, cursor: string | null): Promise<CommentPage> {
  const offset = cursor ? Number(cursor) : 0;
  const page = await read(call, post, { offset, sort: 'desc', thread_items_count: THREAD_ITEMS });
  const authors = namesOf(page);
  const comments: NetworkComment[] = [];
  for (const top of page.items) {
    comments.push(toComment(post, top, null, authors));
    let replies = top.thread?.items ?? [];
    if ((top.thread?.count ?? 0) > replies.length) {
      const thread = await read(call, post, { comment_id: top.id, sort: 'desc' });
      for (const [id, name] of namesOf(thread)) authors.set(id, name);
      replies = thread.items;
    }
    for (const reply of replies)
      comments.push(toComment(post, reply, reply.reply_to_comment ?? top.id, authors));
  }
  comments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const level = page.current_level_count ?? page.count;
  const seen = offset + page.items.length;
  return { comments, next: seen < level && page.items.length > 0 ? String(seen) : null };
}
