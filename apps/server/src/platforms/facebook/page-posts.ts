import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { AccountRef, PostPage } from '../types.js';
import type { FacebookGraph } from './graph.js';
import { pagedSchema } from './login.js';

const countSchema = z.object({ summary: z.object({ total_count: z.number() }).optional() }).optional();
const postsSchema = pagedSchema(
  z.object({
    id: z.string(),
    message: z.string().optional(),
    created_time: z.string(),
    permalink_url: z.string().optional(),
    from: z.object({ id: z.string(), name: z.string().optional() }).optional(),
    shares: z.object({ count: z.number() }).optional(),
    reactions: countSchema,
    comments: countSchema,
  }),
);

const FIELDS = [
  'id',
  'message',
  'created_time',
  'permalink_url',
  'from',
  'shares',
  'reactions.summary(true).limit(0)',
  'comments.summary(true).limit(0)',
].join(',');
const PAGE_SIZE = 50;

/**
 * Reading another Page is refused with permission code 10 when the app lacks Page Public Content
 * Access: reconnecting would not help, the app must be granted the feature.
 */
function withoutFeature(error: unknown): unknown {
  if (!(error instanceof PlatformError) || error.networkCode?.split('/')[0] !== '10') return error;
  return new PlatformError(
    'facebook',
    'unsupported',
    `reading public Pages needs the Page Public Content Access feature (${error.message})`,
    { networkCode: error.networkCode, status: error.status, cause: error },
  );
}

/**
 * A public Page's posts published at or after `since`, newest first (`GET /{page-id}/posts` with
 * `since`), with reactions, comments and shares, and the Page as author.
 */
export async function readPublicPagePosts(
  graph: FacebookGraph,
  account: AccountRef,
  pageId: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const params = {
    fields: FIELDS,
    since: Math.floor(since.getTime() / 1000),
    limit: PAGE_SIZE,
    after: cursor ?? undefined,
  };
  let raw: unknown;
  try {
    raw = await graph.get(`${encodeURIComponent(pageId)}/posts`, params, account.credential.accessToken);
  } catch (error) {
    throw withoutFeature(error);
  }
  const answer = postsSchema.parse(raw);
  const posts = answer.data.map((post) => ({
    id: post.id,
    text: post.message ?? null,
    permalink: post.permalink_url ?? null,
    postedAt: new Date(post.created_time),
    metrics: {
      reactions: post.reactions?.summary?.total_count ?? 0,
      comments: post.comments?.summary?.total_count ?? 0,
      shares: post.shares?.count ?? 0,
    },
    author: post.from ? { id: post.from.id, name: post.from.name ?? null } : undefined,
  }));
  const inRange = posts.filter((post) => post.postedAt >= since);
  const more = inRange.length === posts.length && answer.paging?.next !== undefined;
  return { posts: inRange, next: more ? (answer.paging?.cursors?.after ?? null) : null };
}
