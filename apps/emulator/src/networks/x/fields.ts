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
  expansions: Set<string>;
}

export function selections(query: Params, expansions: readonly string[] = TWEET_EXPANSIONS): Selections {
  return {
    tweet: selection(query, 'tweet.fields', TWEET_FIELDS),
    user: selection(query, 'user.fields', USER_FIELDS),
    media: selection(query, 'media.fields', MEDIA_FIELDS),
    poll: selection(query, 'poll.fields', POLL_FIELDS),
    expansions: selection(query, 'expansions', expansions),
  };
}
