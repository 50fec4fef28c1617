import { asRecord, type Params } from '../../core/params.js';
import { duplicateContent, invalidRequest } from './errors.js';
import { attachableMedia } from './media-store.js';
import { DAY, liveTweet } from './state.js';
import { MAX_TWEET_LENGTH, weightedLength, wrapUrls } from './text.js';
import type { XMedia, XState, XTweet, XUser } from './types.js';

export interface PollInput {
  options: string[];
  durationMinutes: number;
}

/** A validated `POST /2/tweets` body. */
export interface TweetInput {
  text: string;
  media: XMedia[];
  poll?: PollInput;
  replyTo?: XTweet;
  quote?: XTweet;
}

/** The create-post schema's properties: anything else is refused, as X's schema validation does. */
const SCHEMA: Record<string, readonly string[]> = {
  $: [
    'text',
    'media',
    'poll',
    'reply',
    'quote_tweet_id',
    'reply_settings',
    'direct_message_deep_link',
    'for_super_followers_only',
    'geo',
    'nullcast',
    'community_id',
    'card_uri',
    'share_with_followers',
    'made_with_ai',
    'paid_partnership',
    'edit_options',
  ],
  '$.media': ['media_ids', 'tagged_user_ids'],
  '$.poll': ['options', 'duration_minutes', 'reply_settings'],
  '$.reply': ['in_reply_to_tweet_id', 'exclude_reply_user_ids', 'auto_populate_reply_metadata'],
};

function checkProperties(body: Params): void {
  for (const [path, allowed] of Object.entries(SCHEMA)) {
    const value = path === '$' ? body : body[path.slice(2)];
    if (value === undefined) continue;
    const unknown = Object.keys(asRecord(value)).find((key) => !allowed.includes(key));
    if (unknown) {
      const parameter = path === '$' ? unknown : `${path.slice(2)}.${unknown}`;
      throw invalidRequest(
        `${path}.${unknown}: is not defined in the schema and the schema does not allow additional properties`,
        parameter,
      );
    }
  }
}

/** X refuses a post whose text equals one of the author's recent posts. */
const DUPLICATE_WINDOW = DAY;

function stringList(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalidRequest(`${path}: must be an array of strings`, path.replace(/^\$\./, ''));
  }
  return value as string[];
}

function parsePoll(body: Params): PollInput | undefined {
  if (body.poll === undefined) return undefined;
  const poll = asRecord(body.poll);
  const options = stringList(poll.options, '$.poll.options');
  if (options.length < 2)
    throw invalidRequest('$.poll.options: there must be a minimum of 2 items in the array', 'poll.options');
  if (options.length > 4)
    throw invalidRequest('$.poll.options: there must be a maximum of 4 items in the array', 'poll.options');
  options.forEach((option, index) => {
    const length = [...option].length;
    if (length < 1 || length > 25) {
      throw invalidRequest(`$.poll.options[${index}]: must be 1 to 25 characters long`, 'poll.options', [
        option,
      ]);
    }
  });
  const duration = poll.duration_minutes;
  if (typeof duration !== 'number' || !Number.isInteger(duration)) {
    throw invalidRequest('$.poll.duration_minutes: integer expected', 'poll.duration_minutes');
  }
  if (duration < 5)
    throw invalidRequest('$.poll.duration_minutes: must have a minimum value of 5', 'poll.duration_minutes', [
      String(duration),
    ]);
  if (duration > 10_080)
    throw invalidRequest(
      '$.poll.duration_minutes: must have a maximum value of 10080',
      'poll.duration_minutes',
      [String(duration)],
    );
  return { options, durationMinutes: duration };
}

function optionalId(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) {
    throw invalidRequest(
      `${path}: does not match the regex pattern ^[0-9]{1,19}$`,
      path.replace(/^\$\./, ''),
    );
  }
  return value;
}

function referencedTweets(state: XState, body: Params, now: number) {
  const replyId = optionalId(asRecord(body.reply).in_reply_to_tweet_id, '$.reply.in_reply_to_tweet_id');
  const quoteId = optionalId(body.quote_tweet_id, '$.quote_tweet_id');
  const replyTo = replyId ? liveTweet(state, replyId, now) : undefined;
  if (replyId && !replyTo) {
    throw invalidRequest(
      'The Tweet you are replying to has been deleted or is not visible to you.',
      'reply.in_reply_to_tweet_id',
      [replyId],
    );
  }
  const quote = quoteId ? liveTweet(state, quoteId, now) : undefined;
  if (quoteId && !quote)
    throw invalidRequest('The quoted Tweet does not exist or is not visible to you.', 'quote_tweet_id', [
      quoteId,
    ]);
  return { replyTo, quote };
}

/** Validates a create-post body the way X does: shape, attachments, length, then duplicates. */
export function parseTweetInput(state: XState, user: XUser, body: Params, now: number): TweetInput {
  checkProperties(body);
  if (body.text !== undefined && typeof body.text !== 'string')
    throw invalidRequest('$.text: string expected', 'text');
  const text = typeof body.text === 'string' ? body.text : '';
  const mediaIds =
    body.media === undefined ? [] : stringList(asRecord(body.media).media_ids, '$.media.media_ids');
  if (mediaIds.length > 4) {
    throw invalidRequest(
      '$.media.media_ids: there must be a maximum of 4 items in the array',
      'media.media_ids',
      mediaIds,
    );
  }
  const poll = parsePoll(body);
  const { replyTo, quote } = referencedTweets(state, body, now);
  if (poll && (mediaIds.length > 0 || quote)) {
    throw invalidRequest('A Tweet with a poll cannot also have media or a quoted Tweet.', 'poll');
  }
  const media = attachableMedia(state, user, mediaIds, now);
  if (!text.trim() && media.length === 0 && !quote) throw invalidRequest('Tweet text is empty.', 'text');
  if (weightedLength(text) > MAX_TWEET_LENGTH) {
    throw invalidRequest(
      'Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.',
      'text',
    );
  }
  const stored = wrapUrls(state.seed, text).text;
  for (const other of state.tweets.values()) {
    if (other.authorId !== user.id || other.deleted || now - other.createdAt > DUPLICATE_WINDOW) continue;
    if (stored.trim() && other.text === stored) throw duplicateContent();
  }
  return { text, media, poll, replyTo, quote };
}
