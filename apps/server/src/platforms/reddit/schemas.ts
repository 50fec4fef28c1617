import { z } from 'zod';

/** The shapes Herald reads from Reddit's answers (only the fields it uses). */

/** URLs in Reddit's JSON (and S3's XML) come with `&` escaped as `&amp;`; empty ones are null. */
export function plainUrl(value: string | null | undefined): string | null {
  return value ? value.replace(/&amp;/g, '&') : null;
}

export const tokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  scope: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon_img: z.string().optional(),
});

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string().optional(),
  permalink: z.string(),
  created_utc: z.number(),
  score: z.number().optional(),
  ups: z.number().optional(),
  num_comments: z.number().optional(),
  upvote_ratio: z.number().optional(),
  author: z.string().optional(),
  author_fullname: z.string().optional(),
});
export type RedditPostData = z.infer<typeof postSchema>;

/** A Listing whose children are `kind`/`data` things. */
export const listingSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: z.object({
      after: z.string().nullable().optional(),
      children: z.array(z.object({ kind: z.string(), data })),
    }),
  });

/** A comment of a comment tree; `replies` is another Listing or ''. */
export interface RedditCommentData {
  name: string;
  parent_id: string;
  author?: string | undefined;
  author_fullname?: string | undefined;
  body?: string | undefined;
  created_utc: number;
  score?: number | undefined;
  replies?: { data: { children: Array<{ kind: string; data: unknown }> } } | string | undefined;
}

export const commentSchema: z.ZodType<RedditCommentData> = z.object({
  name: z.string(),
  parent_id: z.string(),
  author: z.string().optional(),
  author_fullname: z.string().optional(),
  body: z.string().optional(),
  created_utc: z.number(),
  score: z.number().optional(),
  replies: z
    .union([
      z.string(),
      z.object({ data: z.object({ children: z.array(z.object({ kind: z.string(), data: z.unknown() })) }) }),
    ])
    .optional(),
});

/** The `api_type=json` answer of submit, comment and friends (errors already checked). */
export const submitSchema = z.object({
  json: z.object({
    data: z.object({
      id: z.string().optional(),
      url: z.string().optional(),
      websocket_url: z.string().optional(),
    }),
  }),
});

export const thingsSchema = z.object({
  json: z.object({
    data: z.object({
      things: z.array(z.object({ kind: z.string(), data: z.object({ name: z.string() }) })).min(1),
    }),
  }),
});

export const leaseSchema = z.object({
  args: z.object({
    action: z.string(),
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  asset: z.object({ asset_id: z.string() }),
});

export const subredditSchema = z.object({
  display_name: z.string(),
  display_name_prefixed: z.string().optional(),
  public_description: z.string().optional(),
  icon_img: z.string().nullable().optional(),
  community_icon: z.string().nullable().optional(),
  subscribers: z.number().nullable().optional(),
  submission_type: z.string().nullable().optional(),
  subreddit_type: z.string().optional(),
  over18: z.boolean().nullable().optional(),
});

export const flairSchema = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    text_editable: z.boolean(),
    background_color: z.string().nullable().optional(),
    text_color: z.string().nullable().optional(),
    mod_only: z.boolean().optional(),
  }),
);
