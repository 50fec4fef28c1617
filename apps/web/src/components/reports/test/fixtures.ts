import {
  type AccountReport,
  accountMetricGroups,
  creativeMetricGroups,
  type MetricGroupDef,
  type MetricLookup,
  type MetricValue,
  type MetricValueType,
  postMetricGroups,
  type ReportPost,
  type SentimentReport,
  sentimentMetricGroups,
} from '@herald/contract';
import { contractLookup } from '../hooks/useMetricCatalog.js';

/** A metric as the server answers it: stored units (percent in 1/10000, decimal in 1/100). */
export function metric(
  type: MetricValueType,
  value: number | null,
  compare_value: number | null = null,
  extra: Partial<MetricValue> = {},
): MetricValue {
  return { type, value, compare_value, highest_value: null, na_type: null, ...extra };
}
export const amount = (value: number | null, compare: number | null = null) =>
  metric('amount', value, compare);
export const percent = (value: number | null, compare: number | null = null) =>
  metric('percent', value, compare);
export const absent = (type: MetricValueType, na_type: MetricValue['na_type']) =>
  metric(type, null, null, { na_type });

/** A catalogue as report/…/metrics answers it, from the contract's own groups. */
export function lookupOf(groups: readonly MetricGroupDef[]): MetricLookup {
  return { ...contractLookup(groups), unsupported: { reddit: ['views', 'reach'] } };
}
export const postLookup = lookupOf(postMetricGroups);
export const accountLookup = lookupOf(accountMetricGroups);
export const sentimentLookup = lookupOf(sentimentMetricGroups);
export const creativeLookup = lookupOf(creativeMetricGroups);

export const perms = (resources: string[]) => ({
  resources,
  is_game_admin: false,
  is_platform_admin: false,
  routes: ['report'],
});

export const days = ['2026-11-01', '2026-11-02', '2026-11-03'];

/** Two accounts over a range: followers grew, Reddit has no reach, X refused views (older than 30 days). */
export const accountReport: AccountReport = {
  summary: {
    followers: amount(128_400, 120_000),
    followers_growth: amount(8_400, 9_100),
    views: amount(1_234_567, 1_000_000),
    reach: metric('amount', null, null, { na_type: 'mismatch' }),
    engagements: amount(45_210, 45_210),
    engagement_rate_reach: percent(1234, 1100),
    posts_published: amount(42, 0),
  },
  accounts: [
    {
      account_id: 11,
      name: 'Star Forge',
      network: 'facebook',
      avatar_url: null,
      emulated: true,
      metrics: {
        followers: amount(100_000, 95_000),
        reach: amount(400_000, 380_000),
        views: amount(900_000, 700_000),
      },
    },
    {
      account_id: 12,
      name: 'r/StarForge',
      network: 'reddit',
      avatar_url: null,
      emulated: false,
      metrics: {
        followers: amount(28_400, 25_000),
        reach: absent('amount', 'unsupport'),
        views: absent('amount', 'unreach'),
      },
    },
  ],
  trends: [
    {
      metric: 'followers',
      days,
      values: [127_000, 127_900, 128_400],
      compare_values: [119_000, 119_600, 120_000],
    },
  ],
  last_fetched_at: '2026-11-03T10:00:00.000Z',
};

export function reportPost(overrides: Partial<ReportPost> = {}): ReportPost {
  return {
    id: 501,
    account_id: 11,
    name: 'Star Forge',
    network: 'facebook',
    avatar_url: null,
    emulated: true,
    content_id: 90,
    text: 'Season 4 patch notes are live',
    permalink: 'https://facebook.example/p/501',
    published_at: '2026-11-02T08:00:00.000Z',
    content_type: 'post',
    tags: [{ id: 3, name: 'Patch', color: '#3b5bdb' }],
    hashtags: ['starforge'],
    author: { id: 7, name: 'Lin' },
    collaborators: [],
    metrics: {
      views: amount(20_500, 18_000),
      reach: amount(15_000, 16_000),
      engagements: amount(1_230, 1_230),
      engagement_rate_reach: percent(820, 769),
      likes: amount(900),
      comments: amount(210),
      shares: amount(120),
      saves: absent('amount', 'unsupport'),
      avg_watch_time: metric('decimal', 1250),
    },
    fetched_at: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
}

export const postPage = (list: ReportPost[], total = list.length) => ({
  list,
  total,
  page: 1,
  page_size: 20,
  summary: { views: amount(20_500, 18_000), reach: amount(15_000, 16_000) },
});

export const sentimentReport: SentimentReport = {
  summary: {
    items: amount(1_200, 1_000),
    positive_rate: percent(5_500, 5_000),
    negative_rate: percent(2_000, 2_500),
    reply_rate: percent(8_000, 8_000),
    reply_time: metric('amount', null),
  },
  days: days.map((day, index) => ({
    day,
    positive: 200 + index,
    neutral: 150,
    negative: 40 - index,
    unjudged: 10,
  })),
  networks: [{ network: 'instagram', metrics: { items: amount(700, 600), positive: amount(400, 300) } }],
  top_terms: {
    positive: [{ term: 'new map', count: 88 }],
    negative: [{ term: 'crash', count: 41 }],
  },
};
