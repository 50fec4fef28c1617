import { z } from 'zod';
import type { AccountRef, CommentPage, MetricPoint, PostPage } from '../types.js';
import type { YoutubeDataApi } from './data-api.js';
import { statisticsSchema } from './schemas.js';

/** Counts come as strings. */
const count = z.coerce.number();

const commentSnippet = z.object({
  textOriginal: z.string().optional(),
  textDisplay: z.string().optional(),
  authorDisplayName: z.string().optional(),
  authorChannelId: z.object({ value: z.string() }).optional(),
  publishedAt: z.string(),
  likeCount: z.number().optional(),
  parentId: z.string().optional(),
});
const threadsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        topLevelComment: z.object({ id: z.string(), snippet: commentSnippet }),
        totalReplyCount: z.number().optional(),
      }),
      replies: z
        .object({ comments: z.array(z.object({ id: z.string(), snippet: commentSnippet })) })
        .optional(),
    }),
  ),
});

function toComment(id: string, snippet: z.infer<typeof commentSnippet>, parentId: string | null) {
  return {
    id,
    parentId: snippet.parentId ?? parentId,
    authorId: snippet.authorChannelId?.value ?? null,
    authorName: snippet.authorDisplayName ?? null,
    text: snippet.textOriginal ?? snippet.textDisplay ?? '',
    createdAt: new Date(snippet.publishedAt),
    likeCount: snippet.likeCount ?? null,
  };
}

/** Where one comment is seen: its video's page, opened at the comment. */
export function commentUrl(videoId: string, commentId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&lc=${encodeURIComponent(commentId)}`;
}

const repliesSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ id: z.string(), snippet: commentSnippet })),
});

type Thread = z.infer<typeof threadsSchema>['items'][number];

/** Every reply of a comment (`comments.list parentId=`), page after page. */
async function allReplies(api: YoutubeDataApi, token: string, parentId: string) {
  const replies: z.infer<typeof repliesSchema>['items'] = [];
  let pageToken: string | undefined;
  do {
    const page = repliesSchema.parse(
      await api.get('/comments', token, { part: 'snippet', parentId, maxResults: 100, pageToken }),
    );
    replies.push(...page.items);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return replies;
}

/**
 * A thread's replies: those its `replies` part carries (YouTube includes a few, five at most), or all
 * of them from comments.list when `totalReplyCount` says there are more.
 */
async function threadReplies(api: YoutubeDataApi, token: string, thread: Thread) {
  const carried = thread.replies?.comments ?? [];
  const total = thread.snippet.totalReplyCount ?? carried.length;
  return total > carried.length ? allReplies(api, token, thread.snippet.topLevelComment.id) : carried;
}

/** Comment threads of a video with all their replies, newest thread first. */
export async function readVideoComments(
  api: YoutubeDataApi,
  account: AccountRef,
  videoId: string,
  cursor: string | null,
): Promise<CommentPage> {
  const answer = threadsSchema.parse(
    await api.get('/commentThreads', account.credential.accessToken, {
      part: 'snippet,replies',
      videoId,
      order: 'time',
      maxResults: 100,
      pageToken: cursor ?? undefined,
    }),
  );
  const token = account.credential.accessToken;
  const comments: ReturnType<typeof toComment>[] = [];
  for (const thread of answer.items) {
    const top = thread.snippet.topLevelComment;
    const replies = await threadReplies(api, token, thread);
    comments.push(
      toComment(top.id, top.snippet, null),
      ...replies.map((reply) => toComment(reply.id, reply.snippet, top.id)),
    );
  }
  return { comments, next: answer.nextPageToken ?? null };
}

/** Channel counters as of today (YouTube Analytics gives history; the Data API gives totals). */
export async function channelCounters(api: YoutubeDataApi, account: AccountRef): Promise<MetricPoint[]> {
  const answer = z
    .object({
      items: z.array(
        z.object({
          statistics: z.object({ viewCount: count, subscriberCount: count.optional(), videoCount: count }),
        }),
      ),
    })
    .parse(
      await api.get('/channels', account.credential.accessToken, {
        part: 'statistics',
        id: account.socialId,
      }),
    );
  const day = new Date().toISOString().slice(0, 10);
  const stats = answer.items[0]?.statistics;
  if (!stats) return [];
  return Object.entries(stats).flatMap(([metric, value]) =>
    value === undefined ? [] : [{ metric, day, value }],
  );
}

export async function videoCounters(api: YoutubeDataApi, account: AccountRef, videoId: string) {
  const answer = statisticsSchema.parse(
    await api.get('/videos', account.credential.accessToken, { part: 'statistics', id: videoId }),
  );
  const stats = answer.items[0]?.statistics ?? {};
  return Object.fromEntries(
    Object.entries(stats).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
}

const searchSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      id: z.object({ videoId: z.string().optional() }),
      snippet: z.object({ title: z.string(), description: z.string().optional(), publishedAt: z.string() }),
    }),
  ),
});

/** Public videos for a listening query (search.list costs 100 quota units per call). */
export async function searchVideos(
  api: YoutubeDataApi,
  account: AccountRef,
  query: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = searchSchema.parse(
    await api.get('/search', account.credential.accessToken, {
      part: 'snippet',
      q: query,
      type: 'video',
      order: 'date',
      publishedAfter: since.toISOString(),
      maxResults: 50,
      pageToken: cursor ?? undefined,
    }),
  );
  return {
    posts: answer.items.flatMap((item) =>
      item.id.videoId
        ? [
            {
              id: item.id.videoId,
              text: `${item.snippet.title}\n${item.snippet.description ?? ''}`.trim(),
              permalink: `https://www.youtube.com/watch?v=${item.id.videoId}`,
              postedAt: new Date(item.snippet.publishedAt),
              metrics: {},
            },
          ]
        : [],
    ),
    next: answer.nextPageToken ?? null,
  };
}
