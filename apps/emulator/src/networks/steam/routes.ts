import type { FastifyInstance } from 'fastify';
import { HttpError, sendHttpError } from '../../core/http-error.js';
import type { NetworkRuntime } from '../../core/network.js';
import { int, str } from '../../core/params.js';
import { createRouter, type RestCall, restCall } from '../../core/route-kit.js';
import { type Review, reviewJson, reviewsOf, votesUpAt } from './reviews.js';
import type { SteamApp, SteamState } from './state.js';
import { reviewSummary } from './summary.js';

/** The Steam store's mutable runtime: `state` is replaced on reset. */
export type SteamRuntime = NetworkRuntime<SteamState>;
type SteamCall = RestCall<SteamState>;

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;
const DAY_RANGE_MAX = 365;
const DAY = 86_400_000;

const router = createRouter<SteamState, SteamCall>({
  network: 'steam',
  call: restCall,
  fault: (fault) => {
    if (fault === 'server_error')
      return new HttpError(502, '<html><body>Bad Gateway</body></html>', {}, 'text/html');
    if (fault === 'rate_limit')
      return new HttpError(429, '<html><body>Too Many Requests</body></html>', {}, 'text/html');
    return undefined;
  },
  sendError: (reply, error) => (error instanceof HttpError ? sendHttpError(reply, error) : undefined),
});

/** Steam's cursors are base64 (with `+`, `/` and `=`, so they must be URL-encoded when sent back). */
const encodeCursor = (id: string): string => Buffer.from(`RV:${id}`).toString('base64');
const decodeCursor = (cursor: string): string | undefined => {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  return text.startsWith('RV:') ? text.slice(3) : undefined;
};

/** What the query keeps: language, verdict, purchase and (for `filter=all`) how many days back. */
function selection(call: SteamCall) {
  const filter = str(call.query, 'filter') ?? 'all';
  const language = str(call.query, 'language') ?? 'english';
  const reviewType = str(call.query, 'review_type') ?? 'all';
  const purchase = str(call.query, 'purchase_type') ?? 'steam';
  const days = Math.min(Math.max(1, int(call.query, 'day_range') ?? DAY_RANGE_MAX), DAY_RANGE_MAX);
  const keep = (review: Review): boolean =>
    (language === 'all' || review.language === language) &&
    (reviewType === 'all' || review.votedUp === (reviewType === 'positive')) &&
    (purchase === 'all' || review.steamPurchase === (purchase === 'steam')) &&
    (filter !== 'all' || review.at > call.now - days * DAY);
  return { filter, language, keep };
}

/**
 * `GET /appreviews/{appid}?json=1`: the store's reviews of a game, `filter=recent|updated` newest
 * first, `all` (default) by helpfulness; `cursor=*` starts, the answer's `cursor` continues (the same
 * cursor again once the end is reached). An unknown app answers success with no reviews.
 */
function appReviews(call: SteamCall) {
  const app: SteamApp | undefined = call.state.apps.get(Number(call.params.appid));
  const { filter, language, keep } = selection(call);
  const all = app ? reviewsOf(call.state, app, call.now).filter(keep) : [];
  if (filter === 'all') all.sort((a, b) => votesUpAt(b, call.now) - votesUpAt(a, call.now));
  const cursor = str(call.query, 'cursor') ?? '*';
  const after = cursor === '*' ? undefined : decodeCursor(cursor);
  const start = after === undefined ? 0 : all.findIndex((review) => review.recommendationid === after) + 1;
  const size = Math.min(Math.max(1, int(call.query, 'num_per_page') ?? PAGE_DEFAULT), PAGE_MAX);
  const page = cursor !== '*' && start === 0 ? [] : all.slice(start, start + size);
  const last = page.at(-1);
  if (str(call.query, 'json') !== '1') {
    call.reply.type('text/html');
    return page
      .map((review) => `<div class="review_box"><div class="content">${review.review}</div></div>`)
      .join('');
  }
  const reviews = page.map((review) => reviewJson(review, call.now));
  const written = app ? reviewsOf(call.state, app, call.now) : [];
  const summary =
    cursor === '*' ? reviewSummary(app, written, language, page.length) : { num_reviews: page.length };
  return {
    success: 1,
    query_summary: summary,
    reviews,
    cursor: last ? encodeCursor(last.recommendationid) : cursor,
  };
}

/** The store's public review API (no key, no sign-in), at Steam's own path. */
export function registerReviews(app: FastifyInstance, rt: SteamRuntime): void {
  router.route(
    app,
    rt,
    { method: 'GET', url: '/appreviews/:appid', operation: 'appreviews', handler: appReviews },
    'store',
    (call) => call,
  );
}
