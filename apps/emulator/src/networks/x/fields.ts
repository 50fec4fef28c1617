import { list, type Params } from '../../core/params.js';
import { invalidRequest } from './errors.js';

/** Every field name v2 accepts (the emulator fills the ones it models, omits the rest). */
export const TWEET_FIELDS = [
  'article',
  'attachments',
  'author_id',
  'card_uri',
  'community_id',
  'context_annotations',
  'conversation_id',
  'created_at',
  'display_text_range',
  'edit_controls',
  'edit_history_tweet_ids',
  'entities',
  'geo',
  'id',
  'in_reply_to_user_id',
  'lang',
  'media_metadata',
  'non_public_metrics',
  'note_tweet',
  'organic_metrics',
  'possibly_sensitive',
  'promoted_metrics',
  'public_metrics',
  'referenced_tweets',
  'reply_settings',
  'scopes',
  'source',
  'withheld',
];

export const USER_FIELDS = [
  'affiliation',
  'connection_status',
  'created_at',
  'description',
  'entities',
  'id',
  'is_identity_verified',
  'location',
  'most_recent_tweet_id',
  'name',
  'parody',
  'pinned_tweet_id',
  'profile_banner_url',
  'profile_image_url',
  'protected',
  'public_metrics',
  'receives_your_dm',
  'subscription',
  'subscription_type',
  'url',
  'username',
  'verified',
  'verified_followers_count',
  'verified_type',
  'withheld',
];

export const MEDIA_FIELDS = [
  'alt_text',
  'duration_ms',
  'height',
  'media_key',
  'non_public_metrics',
  'organic_metrics',
  'preview_image_url',
  'promoted_metrics',
  'public_metrics',
  'type',
  'url',
  'variants',
  'width',
];

export const POLL_FIELDS = ['duration_minutes', 'end_datetime', 'id', 'options', 'voting_status'];

export const DM_EVENT_FIELDS = [
  'attachments',
  'created_at',
  'dm_conversation_id',
  'entities',
  'event_type',
  'id',
  'participant_ids',
  'referenced_tweets',
  'sender_id',
  'text',
];

export const TWEET_EXPANSIONS = [
  'attachments.media_keys',
  'attachments.media_source_tweet',
  'attachments.poll_ids',
  'author_id',
  'edit_history_tweet_ids',
  'entities.mentions.username',
  'geo.place_id',
  'in_reply_to_user_id',
  'referenced_tweets.id',
  'referenced_tweets.id.attachments.media_keys',
  'referenced_tweets.id.author_id',
];

export const PLACE_FIELDS = [
  'contained_within',
  'country',
  'country_code',
  'full_name',
  'geo',
  'id',
  'name',
  'place_type',
];

export const USER_EXPANSIONS = ['affiliation.user_id', 'most_recent_tweet_id', 'pinned_tweet_id'];

export const DM_EXPANSIONS = [
  'attachments.media_keys',
  'participant_ids',
  'referenced_tweets.id',
  'sender_id',
];

/** A comma-separated selection, rejected like X does when it names something unknown. */
export function selection(query: Params, name: string, allowed: readonly string[]): Set<string> {
  const values = list(query, name) ?? [];
  const bad = values.filter((value) => !allowed.includes(value));
  if (bad.length > 0) {
    throw invalidRequest(
      `The \`${name}\` query parameter value [${bad[0]}] is not one of [${allowed.join(',')}]`,
      name,
      bad,
    );
  }
  return new Set(values);
}

export interface Selections {
  tweet: Set<string>;
  user: Set<string>;
  media: Set<string>;
  poll: Set<string>;
  place: Set<string>;
  expansions: Set<string>;
}

export function selections(query: Params, expansions: readonly string[] = TWEET_EXPANSIONS): Selections {
  return {
    tweet: selection(query, 'tweet.fields', TWEET_FIELDS),
    user: selection(query, 'user.fields', USER_FIELDS),
    media: selection(query, 'media.fields', MEDIA_FIELDS),
    poll: selection(query, 'poll.fields', POLL_FIELDS),
    place: selection(query, 'place.fields', PLACE_FIELDS),
    expansions: selection(query, 'expansions', expansions),
  };
}

/*
 * The query parameters each kind of v2 endpoint accepts (docs.x.com API reference). X answers 400
 * `invalid-request` for any other name, so a misspelt or outdated parameter never passes silently.
 */

/** The field and expansion selections of an endpoint answering posts. */
export const POST_SELECTION_PARAMS = [
  'tweet.fields',
  'expansions',
  'media.fields',
  'poll.fields',
  'user.fields',
  'place.fields',
] as const;

/** The selections of an endpoint answering users. */
export const USER_SELECTION_PARAMS = ['user.fields', 'expansions', 'tweet.fields'] as const;

/** Timelines (a user's posts, mentions) page with `pagination_token` only. */
export const TIMELINE_PARAMS = [
  ...POST_SELECTION_PARAMS,
  'start_time',
  'end_time',
  'since_id',
  'until_id',
  'max_results',
  'pagination_token',
] as const;

/** Recent search takes `next_token` (what its `meta` carries) and `pagination_token` alike. */
export const SEARCH_PARAMS = [
  ...POST_SELECTION_PARAMS,
  'query',
  'start_time',
  'end_time',
  'since_id',
  'until_id',
  'max_results',
  'next_token',
  'pagination_token',
] as const;

/** Refuses a query parameter the endpoint does not know, as X does. */
export function checkParams(query: Params, accepted: readonly string[]): void {
  const unknown = Object.keys(query).find((name) => !accepted.includes(name));
  if (unknown === undefined) return;
  const value = query[unknown];
  throw invalidRequest(
    `The query parameter [${unknown}] is not one of [${accepted.join(',')}]`,
    unknown,
    Array.isArray(value) ? value.map(String) : [String(value)],
  );
}
