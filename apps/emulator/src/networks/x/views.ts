import { pictureUrl } from '../../core/pictures.js';
import type { Selections } from './fields.js';
import { followersAt, pollEnd, pollVotes } from './metrics.js';
import { iso } from './state.js';
import type { XMedia, XPoll, XState, XUser } from './types.js';

export type Json = Record<string, unknown>;

export interface ViewContext {
  state: XState;
  now: number;
  viewer: XUser;
  select: Selections;
}

/** Expanded objects, de-duplicated by id, rendered as `includes`. */
export class Includes {
  readonly users = new Map<string, Json>();
  readonly tweets = new Map<string, Json>();
  readonly media = new Map<string, Json>();
  readonly polls = new Map<string, Json>();

  render(): Json | undefined {
    const out: Json = {};
    for (const [name, map] of Object.entries({
      users: this.users,
      tweets: this.tweets,
      media: this.media,
      polls: this.polls,
    })) {
      if (map.size > 0) out[name] = [...map.values()];
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
}

export function renderUser(ctx: ViewContext, user: XUser): Json {
  const { state, now, select } = ctx;
  const out: Json = { id: user.id, name: user.name, username: user.username };
  const has = (field: string) => select.user.has(field);
  if (has('created_at')) out.created_at = iso(user.createdAt);
  if (has('description')) out.description = user.description;
  if (has('location') && user.location) out.location = user.location;
  if (has('profile_image_url')) out.profile_image_url = pictureUrl('x', user.id);
  if (has('protected')) out.protected = false;
  if (has('url')) out.url = '';
  if (has('verified')) out.verified = user.verified;
  if (has('verified_type')) out.verified_type = user.verified ? 'blue' : 'none';
  if (has('receives_your_dm')) out.receives_your_dm = user.acceptsDms;
  if (has('public_metrics')) {
    const own = [...state.tweets.values()].filter(
      (tweet) => tweet.authorId === user.id && tweet.createdAt <= now,
    );
    const live = own.filter((tweet) => !tweet.deleted);
    out.public_metrics = {
      followers_count: followersAt(state, user, now),
      following_count: user.following,
      tweet_count: user.priorTweets + live.length,
      listed_count: user.listed,
      like_count: user.likes,
      media_count: Math.round(user.priorTweets * 0.2) + live.filter((t) => t.mediaKeys.length > 0).length,
    };
  }
  return out;
}

export function renderMedia(ctx: ViewContext, media: XMedia): Json {
  const out: Json = { media_key: media.key, type: media.type };
  const has = (field: string) => ctx.select.media.has(field);
  if (has('width')) out.width = media.width;
  if (has('height')) out.height = media.height;
  if (media.type === 'photo' && has('url')) out.url = `https://pbs.twimg.com/media/${media.key}.jpg`;
  if (media.type !== 'photo' && has('preview_image_url'))
    out.preview_image_url = `https://pbs.twimg.com/ext_tw_video_thumb/${media.id}/pu/img/preview.jpg`;
  if (media.type === 'video' && has('duration_ms')) out.duration_ms = media.durationMs;
  if (media.type !== 'photo' && has('variants')) {
    out.variants = [
      {
        content_type: 'video/mp4',
        bit_rate: 832_000,
        url: `https://video.twimg.com/ext_tw_video/${media.id}/vid/avc1/640x360/v.mp4`,
      },
    ];
  }
  return out;
}

export function renderPoll(ctx: ViewContext, poll: XPoll): Json {
  const votes = pollVotes(ctx.state, poll, ctx.now);
  const out: Json = {
    id: poll.id,
    options: poll.options.map((label, index) => ({ position: index + 1, label, votes: votes[index] ?? 0 })),
  };
  const has = (field: string) => ctx.select.poll.has(field);
  if (has('duration_minutes')) out.duration_minutes = poll.durationMinutes;
  if (has('end_datetime')) out.end_datetime = iso(pollEnd(poll));
  if (has('voting_status')) out.voting_status = ctx.now < pollEnd(poll) ? 'open' : 'closed';
  return out;
}

/** `{data, includes, errors, meta}` without the empty parts, as X omits them. */
export function envelope(data: unknown, includes: Includes, errors: Json[], meta?: Json): Json {
  const out: Json = {};
  if (data !== undefined && !(Array.isArray(data) && data.length === 0)) out.data = data;
  const included = includes.render();
  if (included) out.includes = included;
  if (errors.length > 0) out.errors = errors;
  if (meta) out.meta = meta;
  return out;
}
