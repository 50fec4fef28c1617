import type { MetricValueType, ReportKind } from '../enums.js';

/**
 * How a metric combines over posts, days or accounts:
 * - `sum`: a count that adds up (views, likes, follows gained);
 * - `last`: a level read at the end of the range (followers);
 * - `ratio`: computed from two summed metrics, never summed itself (engagement rate);
 * - `mean`: the average of the posts' own values, weighted by nothing (average view percentage) —
 *   a network's per-post percentage cannot be rebuilt from counts it does not give.
 */
export type MetricAgg = 'sum' | 'last' | 'ratio' | 'mean';

export interface MetricDef {
  readonly key: string;
  readonly type: MetricValueType;
  readonly agg: MetricAgg;
  /** For `ratio`: numerator and denominator keys of the same kind. */
  readonly ratio?: { readonly num: string; readonly den: string };
  /** Herald's own figure (from the inbox), not read from a network. */
  readonly herald?: true;
}

export interface MetricGroupDef {
  readonly group_key: string;
  readonly metrics: readonly MetricDef[];
}

const sum = (key: string): MetricDef => ({ key, type: 'amount', agg: 'sum' });
const last = (key: string): MetricDef => ({ key, type: 'amount', agg: 'last' });
const mean = (key: string, type: MetricValueType): MetricDef => ({ key, type, agg: 'mean' });
const ratio = (key: string, num: string, den: string): MetricDef => ({
  key,
  type: 'percent',
  agg: 'ratio',
  ratio: { num, den },
});

/**
 * Post metrics (SPEC §1: up to 38 per post): the union of what the networks offer today, plus
 * Herald's own comment sentiment and reply time from the inbox. Which network gives which, and why
 * the others cannot, is in `support.ts`.
 */
export const postMetricGroups = [
  {
    group_key: 'exposure',
    metrics: [
      sum('views'),
      sum('reach'),
      sum('clicks'),
      sum('link_clicks'),
      sum('profile_visits'),
      sum('follows'),
    ],
  },
  {
    group_key: 'engagement',
    metrics: [
      sum('engagements'),
      ratio('engagement_rate_reach', 'engagements', 'reach'),
      ratio('engagement_rate_views', 'engagements', 'views'),
      sum('likes'),
      sum('dislikes'),
      sum('comments'),
      sum('shares'),
      sum('quotes'),
      sum('saves'),
    ],
  },
  {
    group_key: 'reactions',
    metrics: [
      sum('reactions'),
      sum('reaction_love'),
      sum('reaction_haha'),
      sum('reaction_wow'),
      sum('reaction_sad'),
      sum('reaction_angry'),
    ],
  },
  {
    group_key: 'video',
    metrics: [
      sum('video_views'),
      sum('engaged_views'),
      sum('watch_time'),
      mean('avg_watch_time', 'decimal'),
      mean('avg_view_percentage', 'percent'),
      mean('completion_rate', 'percent'),
      sum('video_p25'),
      sum('video_p50'),
      sum('video_p75'),
      sum('video_p100'),
    ],
  },
  {
    group_key: 'community',
    metrics: [
      sum('story_navigation'),
      sum('story_replies'),
      mean('upvote_ratio', 'percent'),
      sum('score'),
      sum('poll_votes'),
      { ...mean('comment_positive_rate', 'percent'), herald: true },
      { ...mean('reply_time', 'amount'), herald: true },
    ],
  },
] as const satisfies readonly MetricGroupDef[];

/** Account (profile) metrics, daily from each network and summed or read at the range's end. */
export const accountMetricGroups = [
  {
    group_key: 'audience',
    metrics: [last('followers'), sum('followers_growth'), sum('follows'), sum('unfollows')],
  },
  {
    group_key: 'exposure',
    metrics: [sum('views'), sum('reach'), sum('profile_visits'), sum('video_views'), sum('watch_time')],
  },
  {
    group_key: 'engagement',
    metrics: [
      sum('engagements'),
      ratio('engagement_rate_reach', 'engagements', 'reach'),
      sum('posts_published'),
    ],
  },
] as const satisfies readonly MetricGroupDef[];

/** The inbox's figures (Herald's own): volume, sentiment and how fast the team answered. */
export const sentimentMetricGroups = [
  {
    group_key: 'volume',
    metrics: [sum('items'), sum('comments'), sum('messages'), sum('mentions')],
  },
  {
    group_key: 'sentiment',
    metrics: [
      sum('positive'),
      sum('neutral'),
      sum('negative'),
      sum('judged'),
      ratio('positive_rate', 'positive', 'judged'),
      ratio('negative_rate', 'negative', 'judged'),
    ],
  },
  {
    group_key: 'response',
    metrics: [sum('replied'), ratio('reply_rate', 'replied', 'items'), mean('reply_time', 'amount')],
  },
].map((group) => ({
  ...group,
  metrics: group.metrics.map((metric) => ({ ...metric, herald: true as const })),
}));

/** Performance of one image or video over the posts that used it. */
export const creativeMetricGroups = [
  {
    group_key: 'creative',
    metrics: [
      sum('posts'),
      sum('views'),
      sum('reach'),
      sum('engagements'),
      ratio('engagement_rate_reach', 'engagements', 'reach'),
      sum('likes'),
      sum('comments'),
      sum('shares'),
      sum('video_views'),
      mean('avg_watch_time', 'decimal'),
    ],
  },
] as const satisfies readonly MetricGroupDef[];

/**
 * The assign completion report's figures (Herald's own, from tasks and to-dos): counts summed over
 * tasks or receivers, and the on-time rate as on_time / completed — never a mean of rates.
 * `open_todos` is a receiver's pending to-dos of published tasks now, whatever their deadline.
 */
export const completionMetricGroups = [
  {
    group_key: 'completion',
    metrics: [
      sum('tasks'),
      sum('todos'),
      sum('open_todos'),
      sum('completed'),
      sum('rejected'),
      sum('pending'),
      sum('overdue'),
      sum('on_time'),
      ratio('on_time_rate', 'on_time', 'completed'),
    ].map((metric) => ({ ...metric, herald: true as const })),
  },
] as const satisfies readonly MetricGroupDef[];

/** Every completion metric, by key. */
export const completionMetricDefs: ReadonlyMap<string, MetricDef> = new Map(
  completionMetricGroups.flatMap((group) => group.metrics.map((metric) => [metric.key, metric] as const)),
);
/** What the completion summary shows. */
export const completionSummaryKeys = [
  'tasks',
  'todos',
  'completed',
  'rejected',
  'pending',
  'overdue',
  'on_time_rate',
] as const;
/** What each task row of the completion report shows. */
export const completionTaskKeys = ['completed', 'rejected', 'pending', 'overdue', 'on_time_rate'] as const;
/** What each receiver row (their workload) shows. */
export const completionReceiverKeys = [
  'open_todos',
  'todos',
  'completed',
  'rejected',
  'overdue',
  'on_time_rate',
] as const;

/** A listening topic's figures (custom topics): volume, reach and sentiment of its mentions. */
export const listeningMetricGroups = [
  { group_key: 'volume', metrics: [sum('mentions'), sum('authors'), sum('potential_reach')] },
  {
    group_key: 'sentiment',
    metrics: [
      sum('positive'),
      sum('neutral'),
      sum('negative'),
      ratio('positive_rate', 'positive', 'mentions'),
      ratio('negative_rate', 'negative', 'mentions'),
    ],
  },
] as const satisfies readonly MetricGroupDef[];

/**
 * A directional topic's figures: the listening figures and which way the talk leans, net sentiment
 * (positive minus negative mentions, over all mentions).
 */
export const directionalMetricGroups = [
  ...listeningMetricGroups,
  { group_key: 'direction', metrics: [sum('net'), ratio('net_sentiment', 'net', 'mentions')] },
] as const satisfies readonly MetricGroupDef[];

/** The catalogue by report kind. */
export const metricCatalogDefs: Partial<Record<ReportKind, readonly MetricGroupDef[]>> = {
  profile: accountMetricGroups,
  post: postMetricGroups,
  senti: sentimentMetricGroups,
  creative: creativeMetricGroups,
  listening: listeningMetricGroups,
  directional: directionalMetricGroups,
};

export type PostMetricKey = (typeof postMetricGroups)[number]['metrics'][number]['key'];
export type AccountMetricKey = (typeof accountMetricGroups)[number]['metrics'][number]['key'];
export type CreativeMetricKey = (typeof creativeMetricGroups)[number]['metrics'][number]['key'];

/** Every metric of a kind, by key. */
export function metricDefs(kind: ReportKind): ReadonlyMap<string, MetricDef> {
  const groups = metricCatalogDefs[kind] ?? [];
  return new Map(groups.flatMap((group) => group.metrics.map((metric) => [metric.key, metric] as const)));
}

/** Post metric keys in catalogue order. */
export const postMetricKeys: readonly PostMetricKey[] = postMetricGroups.flatMap((group) =>
  group.metrics.map((metric) => metric.key),
);
export const accountMetricKeys: readonly AccountMetricKey[] = accountMetricGroups.flatMap((group) =>
  group.metrics.map((metric) => metric.key),
);
