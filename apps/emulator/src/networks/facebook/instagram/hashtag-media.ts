/**
 * Public media tagged with a hashtag, as the Hashtag Search API returns it: generated day by day from
 * (seed, hashtag, day) at the listening volume, published as the clock reaches it, with likes and
 * comments that grow with age. No author is given (the API returns no personal data).
 */
import { dayOf, planCache, spreadOverDay } from '../../../core/arrivals.js';
import { chatterAbout } from '../../../core/chatter.js';
import { DAY, HOUR } from '../../../core/clock.js';
import { saturating } from '../../../core/growth.js';
import type { ListeningVolume } from '../../../core/listening.js';
import { hashSeed, streamRng } from '../../../core/prng.js';
import type { NodeSpec } from '../fields.js';
import { fbTime } from '../state.js';
import type { FbState } from '../types.js';
import { cdnUrl, shortcode } from './state.js';

/** A media some account posted with the hashtag. */
export interface TaggedMedia {
  id: string;
  at: number;
  caption: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  shortcode: string;
  likePeak: number;
  commentPeak: number;
}

/** `recent_media` covers the last 24 hours. */
export const RECENT_WINDOW = DAY;
/** `top_media` ranks the media of the last week. */
export const TOP_WINDOW = 7 * DAY;

const TYPES = ['IMAGE', 'IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
const EXTRA_TAGS = ['#gaming', '#gamer', '#游戏', '#screenshot', '#cosplay', '#fanart'];

const cached = planCache<FbState, TaggedMedia>();

/** A hashtag's global id: the same for every app and account, as Instagram's are. */
export function hashtagId(name: string): string {
  const low = String(hashSeed('ig-hashtag', name)).padStart(10, '0');
  return `17843${low}${String(hashSeed('ig-hashtag-2', name) % 100).padStart(2, '0')}`;
}

/** One UTC day of media with the tag: 4–10 at volume 1. */
function dayPlan(state: FbState, tag: string, day: number, volume: ListeningVolume): TaggedMedia[] {
  return cached(state, `hashtag:${tag}:${day}`, () => {
    const rng = streamRng(state.seed, 'ig', 'hashtag', tag, day);
    const count = volume.scale('instagram', rng.int(4, 10));
    return spreadOverDay(rng, day, count, () => {
      const extra = rng.pick(EXTRA_TAGS);
      return {
        id: `179${rng.digits(14)}`,
        caption: `${chatterAbout(rng, [`#${tag}`])} ${extra}`,
        mediaType: rng.pick(TYPES),
        shortcode: shortcode(rng),
        likePeak: rng.int(5, 4_000),
        commentPeak: rng.int(0, 120),
      };
    });
  });
}

/** The media tagged `tag` published between `from` and `now`, newest first. */
export function taggedMedia(
  state: FbState,
  tag: string,
  window: { from: number; now: number },
  volume: ListeningVolume,
): TaggedMedia[] {
  const found: TaggedMedia[] = [];
  for (let day = dayOf(window.from); day <= dayOf(window.now); day++) {
    for (const media of dayPlan(state, tag, day, volume))
      if (media.at > window.from && media.at <= window.now) found.push(media);
  }
  return found.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
}

/** Likes at `now`: most arrive in the first hours. */
export const likesAt = (media: TaggedMedia, now: number): number =>
  saturating(media.likePeak, now - media.at, 3 * HOUR);

/** How a hashtag's media renders: the fields the API documents for it (no `username`, no `owner`). */
export function taggedMediaSpec(media: TaggedMedia, now: number): NodeSpec {
  return {
    type: 'ShadowIGMedia',
    defaults: ['id'],
    resolvers: {
      id: () => media.id,
      caption: () => media.caption,
      media_type: () => media.mediaType,
      media_url: () => cdnUrl(media.id, media.mediaType === 'VIDEO' ? 'mp4' : 'jpg'),
      permalink: () => `https://www.instagram.com/p/${media.shortcode}/`,
      timestamp: () => fbTime(media.at),
      like_count: () => likesAt(media, now),
      comments_count: () => saturating(media.commentPeak, now - media.at, 5 * HOUR),
    },
  };
}
