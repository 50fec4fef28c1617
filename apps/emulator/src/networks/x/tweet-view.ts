import { fieldAuthorizationEntry } from './errors.js';
import { metricsAt } from './metrics.js';
import { DAY, HOUR, iso, userByName } from './state.js';
import { entitiesOf } from './text.js';
import type { XTweet } from './types.js';
import { type Includes, type Json, renderMedia, renderPoll, renderUser, type ViewContext } from './views.js';

const PRIVATE_METRICS = ['non_public_metrics', 'organic_metrics'];
/** Private metrics are only for the author, on posts younger than 30 days. */
const PRIVATE_WINDOW = 30 * DAY;

function metricFields(ctx: ViewContext, tweet: XTweet, out: Json): void {
  const { select } = ctx;
  if (![...PRIVATE_METRICS, 'public_metrics'].some((field) => select.tweet.has(field))) return;
  const m = metricsAt(ctx.state, tweet, ctx.now);
  if (select.tweet.has('public_metrics')) {
    out.public_metrics = {
      retweet_count: m.retweets,
      reply_count: m.replies,
      like_count: m.likes,
      quote_count: m.quotes,
      bookmark_count: m.bookmarks,
      impression_count: m.impressions,
    };
  }
  const clicks = { url_link_clicks: m.urlClicks, user_profile_clicks: m.profileClicks };
  if (select.tweet.has('non_public_metrics'))
    out.non_public_metrics = { impression_count: m.impressions, ...clicks };
  if (select.tweet.has('organic_metrics')) {
    out.organic_metrics = {
      impression_count: m.impressions,
      like_count: m.likes,
      reply_count: m.replies,
      retweet_count: m.retweets,
      ...clicks,
    };
  }
}

/** The author may read private metrics; anyone else gets a field-authorization error instead. */
export function privateMetricsDenied(ctx: ViewContext, tweet: XTweet): string[] {
  const asked = PRIVATE_METRICS.filter((field) => ctx.select.tweet.has(field));
  const allowed = tweet.authorId === ctx.viewer.id && ctx.now - tweet.createdAt <= PRIVATE_WINDOW;
  return allowed ? [] : asked;
}

function referenced(tweet: XTweet): Array<{ type: string; id: string }> {
  return [
    ...(tweet.inReplyToTweetId ? [{ type: 'replied_to', id: tweet.inReplyToTweetId }] : []),
    ...(tweet.quoteTweetId ? [{ type: 'quoted', id: tweet.quoteTweetId }] : []),
  ];
}

function tweetFields(ctx: ViewContext, tweet: XTweet): Json {
  const out: Json = { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] };
  const has = (field: string) => ctx.select.tweet.has(field);
  if (has('author_id')) out.author_id = tweet.authorId;
  if (has('created_at')) out.created_at = iso(tweet.createdAt);
  if (has('conversation_id')) out.conversation_id = tweet.conversationId;
  if (has('in_reply_to_user_id') && tweet.inReplyToUserId) out.in_reply_to_user_id = tweet.inReplyToUserId;
  if (has('lang')) out.lang = tweet.lang;
  if (has('possibly_sensitive')) out.possibly_sensitive = false;
  if (has('reply_settings')) out.reply_settings = 'everyone';
  if (has('referenced_tweets') && referenced(tweet).length > 0) out.referenced_tweets = referenced(tweet);
  if (has('entities')) out.entities = entitiesOf(tweet.text, tweet.urls);
  if (has('edit_controls')) {
    const until = tweet.createdAt + HOUR;
    out.edit_controls = { edits_remaining: 5, is_edit_eligible: true, editable_until: iso(until) };
  }
  if (has('attachments') && (tweet.mediaKeys.length > 0 || tweet.pollId)) {
    out.attachments = {
      ...(tweet.mediaKeys.length > 0 ? { media_keys: tweet.mediaKeys } : {}),
      ...(tweet.pollId ? { poll_ids: [tweet.pollId] } : {}),
    };
  }
  metricFields(ctx, tweet, out);
  return out;
}

function expand(ctx: ViewContext, tweet: XTweet, includes: Includes, nested: boolean): void {
  const { state, select } = ctx;
  const want = (name: string) => select.expansions.has(name);
  const addUser = (id: string | undefined) => {
    const user = id ? state.users.get(id) : undefined;
    if (user) includes.users.set(user.id, renderUser(ctx, user));
  };
  if (want(nested ? 'referenced_tweets.id.author_id' : 'author_id')) addUser(tweet.authorId);
  if (nested) return;
  if (want('in_reply_to_user_id')) addUser(tweet.inReplyToUserId);
  if (want('entities.mentions.username')) {
    for (const m of tweet.text.matchAll(/@(\w{1,15})/g)) addUser(userByName(state, m[1] ?? '')?.id);
  }
  if (want('attachments.poll_ids') && tweet.pollId) {
    const poll = state.polls.get(tweet.pollId);
    if (poll) includes.polls.set(poll.id, renderPoll(ctx, poll));
  }
  if (want('attachments.media_keys')) {
    for (const media of state.media.values())
      if (tweet.mediaKeys.includes(media.key)) includes.media.set(media.key, renderMedia(ctx, media));
  }
  if (want('referenced_tweets.id')) {
    for (const ref of referenced(tweet)) {
      const other = state.tweets.get(ref.id);
      if (!other || other.deleted) continue;
      const publicOnly = {
        ...ctx,
        select: { ...select, tweet: new Set([...select.tweet].filter((f) => !PRIVATE_METRICS.includes(f))) },
      };
      includes.tweets.set(other.id, tweetFields(publicOnly, other));
      expand(ctx, other, includes, true);
    }
  }
}

/** A post as `data` item (or undefined plus an `errors` entry when private metrics are denied). */
export function renderTweet(
  ctx: ViewContext,
  tweet: XTweet,
  includes: Includes,
  errors: Json[],
): Json | undefined {
  const denied = privateMetricsDenied(ctx, tweet);
  if (denied.length > 0) {
    for (const field of denied) errors.push(fieldAuthorizationEntry(field, tweet.id));
    return undefined;
  }
  expand(ctx, tweet, includes, false);
  return tweetFields(ctx, tweet);
}
