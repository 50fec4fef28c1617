/** What a network's search costs are counted in. */
export type CostUnit = 'post_reads' | 'queries' | 'quota_units' | 'hashtags' | 'calls' | 'none';

/**
 * X API access levels as far as search is concerned. Recent-search query length: 512 characters
 * self-serve (pay-per-use and the legacy Basic tier), 4,096 on the legacy Pro tier and Enterprise
 * (docs.x.com, "Search Posts — integrate": query length limits).
 */
export type XTier = 'self_serve' | 'pro' | 'enterprise';

/** The longest recent-search query each X tier accepts, in characters. */
export const X_QUERY_LIMITS: Readonly<Record<XTier, number>> = {
  self_serve: 512,
  pro: 4096,
  enterprise: 4096,
};

/** Posts one recent-search page returns at most (`max_results` 10–100): each is billed as a read. */
export const X_MAX_RESULTS = 100;
/** Pay-per-use price of one post read, in US dollars (repeated reads within 24 h UTC are free). */
export const X_READ_PRICE_USD = 0.005;
/** Post reads a pay-per-use app may make in a month; beyond it X sells Enterprise only. */
export const X_MONTHLY_READ_CAP = 2_000_000;

/** What the month's X reads amount to, for the console. */
export interface XReadUsage {
  reads: number;
  costUsd: number;
  cap: number;
  remaining: number;
  /** True once the cap is reached: X answers `usage-capped` until the month turns. */
  capped: boolean;
}

/** The month's X post reads counted against the price and the cap (x.md: pricing). */
export function xReadUsage(readsThisMonth: number): XReadUsage {
  const reads = Math.max(0, Math.floor(readsThisMonth));
  return {
    reads,
    costUsd: Math.round(reads * X_READ_PRICE_USD * 100) / 100,
    cap: X_MONTHLY_READ_CAP,
    remaining: Math.max(0, X_MONTHLY_READ_CAP - reads),
    capped: reads >= X_MONTHLY_READ_CAP,
  };
}

/** Reddit's `q` is at most 512 characters (reddit.com/dev/api, GET /search). */
export const REDDIT_QUERY_LIMIT = 512;
/** Queries one topic may send per poll on one network; splitting beyond it is refused. */
export const MAX_QUERIES_PER_POLL = 20;
/** A YouTube search costs 100 units; each video's comment threads 1 more (one page). */
export const YOUTUBE_SEARCH_UNITS = 100;
/** Videos of a search whose comments are read per poll. */
export const YOUTUBE_VIDEOS_PER_SEARCH = 10;

/** A network's search budget, as the console shows it. */
export interface SearchQuota {
  unit: CostUnit;
  /** Null where the network publishes no figure. */
  limit: number | null;
  per: 'minute' | 'day' | 'rolling_24h' | 'rolling_7d' | 'month';
  scope: 'app' | 'client' | 'project' | 'user' | 'account';
}

/**
 * Search budgets by network, from the platform notes: X pay-per-use read cap per month; Reddit 100
 * queries a minute per OAuth client; YouTube 10,000 units a day per Cloud project (newer quota pages
 * give search.list its own 100 calls a day instead); VK a daily per-method quota it does not publish
 * (error 29); Threads 2,200 keyword searches per rolling 24 h per user; Instagram 30 unique hashtags
 * per rolling 7 days per account.
 */
export const SEARCH_QUOTAS = {
  twitter: { unit: 'post_reads', limit: X_MONTHLY_READ_CAP, per: 'month', scope: 'app' },
  reddit: { unit: 'queries', limit: 100, per: 'minute', scope: 'client' },
  youtube: { unit: 'quota_units', limit: 10_000, per: 'day', scope: 'project' },
  vk: { unit: 'queries', limit: null, per: 'day', scope: 'user' },
  threads: { unit: 'queries', limit: 2200, per: 'rolling_24h', scope: 'user' },
  instagram: { unit: 'hashtags', limit: 30, per: 'rolling_7d', scope: 'account' },
} as const satisfies Record<string, SearchQuota>;
