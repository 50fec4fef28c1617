import { z } from 'zod';

/** The parts of Data API v3 answers the adapter reads. */

export const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          customUrl: z.string().optional(),
          thumbnails: z.object({ default: z.object({ url: z.string() }).optional() }).optional(),
        }),
      }),
    )
    .optional(),
});
export type ChannelItem = NonNullable<z.infer<typeof channelListSchema>['items']>[number];

export const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        description: z.string().optional(),
        publishedAt: z.string(),
        resourceId: z.object({ videoId: z.string() }),
      }),
      contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
    }),
  ),
});

/** Counts come as strings. */
const count = z.coerce.number().optional();
export const statisticsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
    }),
  ),
});

export const threadSchema = z.object({
  snippet: z.object({ topLevelComment: z.object({ id: z.string() }) }),
});
export const commentSchema = z.object({ id: z.string() });

export const categoriesSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), snippet: z.object({ title: z.string(), assignable: z.boolean() }) }),
  ),
});
