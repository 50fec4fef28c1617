/**
 * A game's Steam reviews: generated day by day from (seed, app id, day) at the listening volume,
 * in English and Simplified Chinese, written as the clock reaches them; helpful votes grow with age.
 */
import { dayOf, planCache, spreadOverDay } from '../../core/arrivals.js';
import { DAY } from '../../core/clock.js';
import { saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { type ReviewLanguage, reviewText } from './review-text.js';
import type { SteamApp, SteamState } from './state.js';

/** One review as generated: what `reviewJson` renders at a given time. */
export interface Review {
  recommendationid: string;
  steamid: string;
  language: ReviewLanguage;
  review: string;
  at: number;
  votedUp: boolean;
  gamesOwned: number;
  reviewsWritten: number;
  /** Minutes played in all, in the last two weeks, and when the review was written. */
  playtime: { forever: number; twoWeeks: number; atReview: number };
  votesUpPeak: number;
  votesFunnyPeak: number;
  commentPeak: number;
  steamPurchase: boolean;
  receivedForFree: boolean;
}

/** Reviews reach back this many days before the world began. */
const HISTORY_DAYS = 30;

const cached = planCache<SteamState, Review>();

/** One UTC day of reviews of the app: 2–8 at volume 1, as positive as its history. */
function dayPlan(state: SteamState, app: SteamApp, day: number): Review[] {
  return cached(state, `reviews:${app.appid}:${day}`, () => {
    const rng = streamRng(state.seed, 'steam', 'reviews', app.appid, day);
    const positive = app.priorPositive / Math.max(1, app.priorReviews);
    return spreadOverDay(rng, day, state.volume.scale('steam', rng.int(2, 8)), () => {
      const language: ReviewLanguage = rng.chance(0.35) ? 'schinese' : 'english';
      const votedUp = rng.chance(positive);
      const atReview = rng.int(30, 20_000);
      return {
        recommendationid: String(rng.int(100_000_000, 999_999_999)),
        steamid: `76561198${rng.digits(9)}`,
        language,
        review: reviewText(rng, language, votedUp, app.name),
        votedUp,
        gamesOwned: rng.int(1, 900),
        reviewsWritten: rng.int(1, 120),
        playtime: { forever: atReview + rng.int(0, 3_000), twoWeeks: rng.int(0, 1_200), atReview },
        votesUpPeak: rng.chance(0.5) ? rng.int(1, 400) : 0,
        votesFunnyPeak: rng.chance(0.2) ? rng.int(1, 60) : 0,
        commentPeak: rng.chance(0.15) ? rng.int(1, 12) : 0,
        steamPurchase: rng.chance(0.9),
        receivedForFree: rng.chance(0.05),
      };
    });
  });
}

/** The app's reviews written by `now`, newest first. */
export function reviewsOf(state: SteamState, app: SteamApp, now: number): Review[] {
  const found: Review[] = [];
  for (let day = dayOf(state.createdAt) - HISTORY_DAYS; day <= dayOf(now); day++)
    for (const review of dayPlan(state, app, day)) if (review.at <= now) found.push(review);
  return found.sort((a, b) => b.at - a.at || (a.recommendationid < b.recommendationid ? 1 : -1));
}

/** Helpful votes at `now`: most come in the first days. */
export const votesUpAt = (review: Review, now: number): number =>
  saturating(review.votesUpPeak, now - review.at, 2 * DAY);

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** A review as `appreviews` returns it. */
export function reviewJson(review: Review, now: number) {
  const votesUp = votesUpAt(review, now);
  return {
    recommendationid: review.recommendationid,
    author: {
      steamid: review.steamid,
      num_games_owned: review.gamesOwned,
      num_reviews: review.reviewsWritten,
      playtime_forever: review.playtime.forever,
      playtime_last_two_weeks: review.playtime.twoWeeks,
      playtime_at_review: review.playtime.atReview,
      last_played: seconds(Math.min(now, review.at + DAY)),
    },
    language: review.language,
    review: review.review,
    timestamp_created: seconds(review.at),
    timestamp_updated: seconds(review.at),
    voted_up: review.votedUp,
    votes_up: votesUp,
    votes_funny: saturating(review.votesFunnyPeak, now - review.at, 2 * DAY),
    weighted_vote_score: votesUp > 0 ? (0.5 + Math.min(0.45, votesUp / 1000)).toFixed(9) : '0',
    comment_count: saturating(review.commentPeak, now - review.at, 3 * DAY),
    steam_purchase: review.steamPurchase,
    received_for_free: review.receivedForFree,
    written_during_early_access: false,
    primarily_steam_deck: false,
  };
}
