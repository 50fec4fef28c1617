import type { SocialNetwork } from '../enums.js';
import {
  type AccountMetricKey,
  accountMetricGroups,
  type PostMetricKey,
  postMetricGroups,
} from './catalog.js';

/**
 * Why a network gives no value for a metric — the console's N/A tooltip words it:
 * - `no_api`: the network's API has no such figure (Reddit has no views);
 * - `deprecated`: the network removed it (YouTube's public dislike count, a retired insights metric);
 * - `business_api`: only a separate partner API gives it (TikTok reach and watch time);
 * - `threshold`: given only above a size (VK post reach for communities of 5,000+ members);
 * - `age_limit`: given only for recent posts (X's non-public metrics for 30 days);
 * - `post_type`: not for this kind of post (a story's saves, a feed post's navigation).
 */
export const metricGapReasons = [
  'no_api',
  'deprecated',
  'business_api',
  'threshold',
  'age_limit',
  'post_type',
] as const;
export type MetricGapReason = (typeof metricGapReasons)[number];

/** A metric a network cannot give: `unsupport` (no such figure) or `unreach` (it refuses it). */
export interface MetricGap {
  readonly na: 'unsupport' | 'unreach';
  readonly reason: MetricGapReason;
}

export interface NetworkMetricSupport {
  /** Post metrics the network never gives. */
  readonly post: Partial<Record<PostMetricKey, MetricGap>>;
  /** Account metrics the network never gives. */
  readonly account: Partial<Record<AccountMetricKey, MetricGap>>;
  /**
   * Post metrics the network gives only sometimes: absent from a reading they are `unreach` (X's
   * non-public metrics after 30 days) or `unsupport` (`post_type`: a reel's watch time, not a photo's).
   */
  readonly sometimes: Partial<Record<PostMetricKey, MetricGapReason>>;
}

/** Post keys a network reads (Herald's own figures and ratios computed from sums are not). */
export const networkPostKeys: readonly PostMetricKey[] = postMetricGroups.flatMap((group) =>
  group.metrics.flatMap((metric) => ('herald' in metric || metric.agg === 'ratio' ? [] : [metric.key])),
);
/** Account keys a network reads (`posts_published` counts Herald's own report posts). */
export const networkAccountKeys: readonly AccountMetricKey[] = accountMetricGroups.flatMap((group) =>
  group.metrics.flatMap((metric) =>
    metric.agg === 'ratio' || metric.key === 'posts_published' ? [] : [metric.key],
  ),
);

const gap = (na: MetricGap['na'], reason: MetricGapReason): MetricGap => ({ na, reason });
const none = gap('unsupport', 'no_api');

/** Every key of `keys` not in `given`, as the same gap. */
function allBut<K extends string>(
  keys: readonly K[],
  given: readonly K[],
  why = none,
): Partial<Record<K, MetricGap>> {
  return Object.fromEntries(keys.filter((key) => !given.includes(key)).map((key) => [key, why])) as Partial<
    Record<K, MetricGap>
  >;
}

const VIDEO_DETAIL: readonly PostMetricKey[] = [
  'engaged_views',
  'avg_view_percentage',
  'completion_rate',
  'video_p25',
  'video_p50',
  'video_p75',
  'video_p100',
];

/** A network Herald reads no metrics from at all. */
const unread: NetworkMetricSupport = {
  post: allBut(networkPostKeys, []),
  account: allBut(networkAccountKeys, []),
  sometimes: {},
};

/**
 * Per network, which metrics it cannot give and why (the server's per-network mappings give every
 * other key; a test checks the two agree).
 */
const networkGaps: Record<SocialNetwork, NetworkMetricSupport> = {
  facebook: {
    post: {
      ...allBut(networkPostKeys, [
        'views',
        'reach',
        'clicks',
        'likes',
        'comments',
        'shares',
        'reactions',
        'reaction_love',
        'reaction_haha',
        'reaction_wow',
        'reaction_sad',
        'reaction_angry',
        'watch_time',
        'avg_watch_time',
      ]),
    },
    account: allBut(networkAccountKeys, [
      'followers',
      'followers_growth',
      'follows',
      'unfollows',
      'views',
      'reach',
      'profile_visits',
      'watch_time',
      'engagements',
    ]),
    sometimes: {},
  },
  instagram: {
    post: allBut(networkPostKeys, [
      'views',
      'reach',
      'likes',
      'comments',
      'shares',
      'saves',
      'engagements',
      'follows',
      'profile_visits',
      'story_replies',
      'story_navigation',
      'watch_time',
      'avg_watch_time',
    ]),
    account: allBut(networkAccountKeys, ['reach', 'follows']),
    sometimes: {
      likes: 'post_type',
      comments: 'post_type',
      saves: 'post_type',
      follows: 'post_type',
      profile_visits: 'post_type',
      story_replies: 'post_type',
      story_navigation: 'post_type',
      watch_time: 'post_type',
      avg_watch_time: 'post_type',
    },
  },
  threads: {
    post: allBut(networkPostKeys, ['views', 'likes', 'comments', 'shares', 'quotes']),
    account: allBut(networkAccountKeys, ['profile_visits']),
    sometimes: {},
  },
  twitter: {
    post: {
      ...allBut(networkPostKeys, [
        'views',
        'likes',
        'comments',
        'shares',
        'quotes',
        'saves',
        'link_clicks',
        'profile_visits',
      ]),
    },
    account: allBut(networkAccountKeys, ['followers']),
    sometimes: { link_clicks: 'age_limit', profile_visits: 'age_limit' },
  },
  youtube: {
    post: {
      ...allBut(networkPostKeys, ['views', 'likes', 'comments', 'dislikes', ...VIDEO_DETAIL]),
      dislikes: gap('unreach', 'deprecated'),
      ...allBut(VIDEO_DETAIL, [], gap('unreach', 'business_api')),
    },
    account: allBut(networkAccountKeys, ['followers']),
    sometimes: {},
  },
  tiktok: {
    post: {
      ...allBut(networkPostKeys, [
        'views',
        'likes',
        'comments',
        'shares',
        'reach',
        'watch_time',
        'avg_watch_time',
      ]),
      ...allBut(['reach', 'watch_time', 'avg_watch_time'] as const, [], gap('unreach', 'business_api')),
    },
    account: allBut(networkAccountKeys, []),
    sometimes: {},
  },
  reddit: {
    post: allBut(networkPostKeys, ['likes', 'comments', 'score', 'upvote_ratio']),
    account: allBut(networkAccountKeys, []),
    sometimes: {},
  },
  vk: {
    post: {
      ...allBut(networkPostKeys, ['views', 'likes', 'comments', 'shares', 'reach']),
      reach: gap('unreach', 'threshold'),
    },
    account: allBut(networkAccountKeys, [
      'views',
      'reach',
      'follows',
      'unfollows',
      'followers_growth',
      'engagements',
    ]),
    sometimes: {},
  },
  discord: {
    post: allBut(networkPostKeys, ['reactions', 'poll_votes']),
    account: allBut(networkAccountKeys, ['followers']),
    sometimes: { poll_votes: 'post_type' },
  },
  twitch: {
    post: allBut(networkPostKeys, []),
    account: allBut(networkAccountKeys, ['followers']),
    sometimes: {},
  },
  facebook_group: unread,
  whatsapp: unread,
  naver_lounge: unread,
};

/**
 * The interactions a post's engagements add up to where the network gives no total of its own (X,
 * Facebook, YouTube…): the larger of likes and reactions (a Facebook like is also a reaction), plus
 * comments, shares, quotes and saves.
 */
export const engagementParts = ['likes', 'reactions', 'comments', 'shares', 'quotes', 'saves'] as const;

/** A network that reads any interaction has engagements: its own total, or the parts added up. */
function withEngagements(support: NetworkMetricSupport): NetworkMetricSupport {
  const readsPart = engagementParts.some((key) => support.post[key] === undefined);
  if (!readsPart) return support;
  const { engagements: _given, ...post } = support.post;
  return { ...support, post };
}

/** What each network gives of the catalogue, and why not the rest. */
export const networkMetricSupport = Object.fromEntries(
  Object.entries(networkGaps).map(([network, support]) => [network, withEngagements(support)]),
) as Record<SocialNetwork, NetworkMetricSupport>;

/** Why a network has no value for a key of a kind, when it never has one. */
export function metricGapOf(
  network: SocialNetwork,
  kind: 'post' | 'account',
  key: string,
): MetricGap | undefined {
  const support = networkMetricSupport[network];
  const gaps: Partial<Record<string, MetricGap>> = kind === 'post' ? support.post : support.account;
  return gaps[key];
}
