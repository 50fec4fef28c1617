import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { SocialNetwork } from '../enums.js';
import { idSchema } from '../schemas/common.js';

/** The third-party look-ups compose needs (SPEC §7), each answered by one network. */
export const lookupKinds = [
  'facebook_pages',
  'x_users',
  'instagram_locations',
  'youtube_categories',
  'tiktok_creator_info',
  'subreddits',
  'subreddit_flairs',
  'threads_locations',
  'discord_channels',
] as const;
export const lookupKindSchema = z.enum(lookupKinds);
export type LookupKind = z.infer<typeof lookupKindSchema>;

export const lookupNetworks: Readonly<Record<LookupKind, SocialNetwork>> = {
  facebook_pages: 'facebook',
  x_users: 'twitter',
  instagram_locations: 'instagram',
  youtube_categories: 'youtube',
  tiktok_creator_info: 'tiktok',
  subreddits: 'reddit',
  subreddit_flairs: 'reddit',
  threads_locations: 'threads',
  discord_channels: 'discord',
};

/** One answer of a look-up: a page, user, location, category, subreddit, flair, channel or creator setting. */
export const lookupItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
  image_url: z.string().nullable(),
  /** What else the network says that compose uses (e.g. a creator's allowed privacy levels). */
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const thirdEndpoints = {
  search: defineEndpoint({
    path: 'third/search',
    access: 'base_game',
    input: z
      .object({
        /** The connected account whose authorization the look-up uses (and whose network answers). */
        account_id: idSchema,
        kind: lookupKindSchema,
        /** What to look for; for flairs, the subreddit. Empty for lists (categories, creator info). */
        query: z.string().trim().max(100).default(''),
      })
      .strict(),
    output: z.array(lookupItemSchema),
    summary:
      'Look up pages, users, locations, categories, subreddits, flairs, server channels or creator info on a network',
  }),
};
