import type { Review } from './reviews.js';
import type { SteamApp } from './state.js';

/** How the store words a score: by the share of positive reviews and how many there are. */
function scoreOf(positive: number, total: number): { review_score: number; review_score_desc: string } {
  if (total === 0) return { review_score: 0, review_score_desc: 'No user reviews' };
  if (total < 10) return { review_score: 0, review_score_desc: `${total} user reviews` };
  const share = positive / total;
  const many = total >= 500;
  if (share >= 0.8) {
    if (share >= 0.95 && many) return { review_score: 9, review_score_desc: 'Overwhelmingly Positive' };
    return total >= 50
      ? { review_score: 8, review_score_desc: 'Very Positive' }
      : { review_score: 7, review_score_desc: 'Positive' };
  }
  if (share >= 0.7) return { review_score: 6, review_score_desc: 'Mostly Positive' };
  if (share >= 0.4) return { review_score: 5, review_score_desc: 'Mixed' };
  if (share >= 0.2) return { review_score: 4, review_score_desc: 'Mostly Negative' };
  if (many && share < 0.05) return { review_score: 1, review_score_desc: 'Overwhelmingly Negative' };
  return total >= 50
    ? { review_score: 2, review_score_desc: 'Very Negative' }
    : { review_score: 3, review_score_desc: 'Negative' };
}

/** The share of the reviews written before the world began that are in each language. */
const PRIOR_SHARE: Readonly<Record<string, number>> = { all: 1, english: 0.65, schinese: 0.35 };

/**
 * The first page's `query_summary`: this page's count, and the app's score and totals in the asked
 * language (its earlier reviews plus those written since).
 */
export function reviewSummary(
  app: SteamApp | undefined,
  written: readonly Review[],
  language: string,
  onPage: number,
) {
  const share = PRIOR_SHARE[language] ?? 0;
  const inLanguage = written.filter((review) => language === 'all' || review.language === language);
  const positive =
    Math.round((app?.priorPositive ?? 0) * share) + inLanguage.filter((review) => review.votedUp).length;
  const total = Math.round((app?.priorReviews ?? 0) * share) + inLanguage.length;
  return {
    num_reviews: onPage,
    ...scoreOf(positive, total),
    total_positive: positive,
    total_negative: total - positive,
    total_reviews: total,
  };
}
