import { z } from 'zod';
import type { AccountRef, PostPage } from '../types.js';
import type { FacebookGraph } from './graph.js';
import { pagedSchema } from './login.js';

const taggedSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  created_time: z.string(),
  permalink_url: z.string().optional(),
});

/** Public posts that tag the Page (`/{page-id}/tagged`), newest first, since an instant. */
export async function taggedPosts(
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = pagedSchema(taggedSchema).parse(
    await graph.get(
      `${encodeURIComponent(account.socialId)}/tagged`,
      { fields: 'id,message,created_time,permalink_url,from', limit: 50, after: cursor ?? undefined },
      account.credential.accessToken,
    ),
  );
  const posts = answer.data.map((post) => ({
    id: post.id,
    text: post.message ?? null,
    permalink: post.permalink_url ?? null,
    postedAt: new Date(post.created_time),
    metrics: {},
  }));
  const inRange = posts.filter((post) => post.postedAt >= since);
  const more = inRange.length === posts.length && answer.paging?.next !== undefined;
  return { posts: inRange, next: more ? (answer.paging?.cursors?.after ?? null) : null };
}
