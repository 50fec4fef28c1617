import {
  type AccountReading,
  accountReading,
  graphRefusal,
  growthFromFollows,
  type MetricReading,
  mergedCounters,
  type NetworkMetricMap,
  namesOf,
  postReading,
  readRefusable,
} from '../report-metrics.js';
import type { AccountRef } from '../types.js';
import type { FacebookGraph } from './graph.js';
import { objectMetrics, pageMetrics } from './insights.js';

const MS_TO_SECONDS = 1 / 1000;
/** Milliseconds to hundredths of a second (stored decimal). */
const MS_TO_DECIMAL = 1 / 10;

/**
 * Facebook Page insights (Graph API v23.0+, the media-view family: the impressions family is retired)
 * and a post's public counters, as catalogue keys. Page reach is `page_total_media_view_unique`.
 */
export const facebookMetrics: NetworkMetricMap = {
  network: 'facebook',
  post: {
    post_total_media_view_unique: { key: 'reach' },
    post_media_view: { key: 'views' },
    post_clicks: { key: 'clicks' },
    post_reactions_like_total: { key: 'likes' },
    post_reactions_love_total: { key: 'reaction_love' },
    post_reactions_haha_total: { key: 'reaction_haha' },
    post_reactions_wow_total: { key: 'reaction_wow' },
    post_reactions_sorry_total: { key: 'reaction_sad' },
    post_reactions_anger_total: { key: 'reaction_angry' },
    post_video_view_time: { key: 'watch_time', factor: MS_TO_SECONDS },
    post_video_avg_time_watched: { key: 'avg_watch_time', factor: MS_TO_DECIMAL },
    reactions: { key: 'reactions' },
    comments: { key: 'comments' },
    shares: { key: 'shares' },
  },
  account: {
    page_total_media_view_unique: { key: 'reach' },
    page_media_view: { key: 'views' },
    page_post_engagements: { key: 'engagements' },
    page_daily_follows_unique: { key: 'follows' },
    page_daily_unfollows_unique: { key: 'unfollows' },
    page_follows: { key: 'followers' },
    page_views_total: { key: 'profile_visits' },
    page_video_view_time: { key: 'watch_time', factor: MS_TO_SECONDS },
  },
  derive: growthFromFollows,
};

/** The counters a post's own node answers (not insights). */
const PUBLIC_COUNTERS: ReadonlySet<string> = new Set(['reactions', 'comments', 'shares']);

/**
 * A Page post's reading: its insights (each refused metric marking only itself) and its public
 * counters. `insightsOf` is the insights edge of the object (a Page post, an Instagram media, a Threads
 * post); `extra` the counters read besides.
 */
export async function graphPostReading(
  map: NetworkMetricMap,
  graph: FacebookGraph,
  account: AccountRef,
  objectId: string,
  names: readonly string[],
  extra: Record<string, number> = {},
): Promise<MetricReading> {
  const insights = mergedCounters(
    await readRefusable(names, (asked) => objectMetrics(graph, account, objectId, asked), graphRefusal),
  );
  return postReading(map, { counters: { ...extra, ...insights.counters }, refused: insights.refused });
}

export function facebookPostReading(
  graph: FacebookGraph,
  account: AccountRef,
  postId: string,
  counters: Record<string, number>,
): Promise<MetricReading> {
  const names = namesOf(facebookMetrics.post).filter((name) => !PUBLIC_COUNTERS.has(name));
  return graphPostReading(facebookMetrics, graph, account, postId, names, counters);
}

/**
 * Daily account insights of a Graph account (`edge`: `insights`, Threads' `threads_insights`), each
 * refused metric marking only itself.
 */
export async function graphAccountReading(
  map: NetworkMetricMap,
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  until: Date,
  edge = 'insights',
): Promise<AccountReading> {
  const read = await readRefusable(
    namesOf(map.account),
    (asked) => pageMetrics(graph, account, asked, since, until, edge),
    graphRefusal,
  );
  return accountReading(map, read.parts.flat(), read.refused);
}
