import type { LookupItem, LookupKind } from '@herald/contract';
import type { Credential } from '../types.js';
import type { RedditApi } from './api.js';
import { flairSchema, listingSchema, plainUrl, subredditSchema } from './schemas.js';
import { communityName } from './submission.js';

/** Communities matching a query (`/subreddits/search`); the id is the name `options.subreddit` takes. */
async function subreddits(api: RedditApi, credential: Credential, query: string): Promise<LookupItem[]> {
  const answer = listingSchema(subredditSchema).parse(
    await api.get('/subreddits/search', credential, { q: query, limit: 25 }),
  );
  return answer.data.children
    .filter((child) => child.kind === 't5')
    .map(({ data }) => ({
      id: data.display_name,
      name: data.display_name_prefixed ?? `r/${data.display_name}`,
      detail: data.public_description || null,
      image_url: plainUrl(data.community_icon) ?? plainUrl(data.icon_img),
      extra: {
        subscribers: data.subscribers ?? null,
        submission_type: data.submission_type ?? null,
        subreddit_type: data.subreddit_type ?? null,
        over18: data.over18 ?? false,
      },
    }));
}

/** The post flair templates of a community (`/r/{sr}/api/link_flair_v2`), for `options.flair_id`. */
async function flairs(api: RedditApi, credential: Credential, query: string): Promise<LookupItem[]> {
  const sr = communityName(query);
  const answer = flairSchema.parse(
    await api.get(`/r/${encodeURIComponent(sr)}/api/link_flair_v2`, credential, {}, { subreddit: sr }),
  );
  return answer.map((flair) => ({
    id: flair.id,
    name: flair.text,
    detail: null,
    image_url: null,
    extra: {
      text_editable: flair.text_editable,
      background_color: flair.background_color ?? null,
      text_color: flair.text_color ?? null,
      mod_only: flair.mod_only ?? false,
    },
  }));
}

export function redditLookup(api: RedditApi, credential: Credential, kind: LookupKind, query: string) {
  const wanted = query.trim();
  if (!wanted) return Promise.resolve([]);
  if (kind === 'subreddits') return subreddits(api, credential, wanted);
  if (kind === 'subreddit_flairs') return flairs(api, credential, wanted);
  return Promise.resolve([]);
}
