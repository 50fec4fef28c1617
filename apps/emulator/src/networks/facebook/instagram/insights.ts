import { list, type Params, str } from '../../../core/params.js';
import { invalidParam, unsupportedRequest } from '../errors.js';
import {
  type InsightMeta,
  insightWindow,
  lifetimeEntry,
  windowDays,
  windowPaging,
} from '../insight-window.js';
import { dayIndexOf, dayStart } from '../metrics.js';
import type { AuthedCall } from '../routing.js';
import { fbTime } from '../state.js';
import { ownerAccount, requireIg } from './access.js';
import {
  ACCOUNT_METRICS,
  ACCOUNT_TIME_SERIES,
  MEDIA_METRICS,
  METRICS_BY_PRODUCT,
} from './insight-metrics.js';
import { accountDay, interactions, mediaMetricsAt } from './metrics.js';
import type { IgNode } from './state.js';
import type { IgAccount, IgMedia } from './types.js';

/** `metric=a,b` (or `/insights/{metric}`), each one of `known` — else the real API's error 100. */
function metricsParam(call: AuthedCall, known: Record<string, InsightMeta>): string[] {
  const fromPath = (call.request.params as Record<string, string | undefined>).metric;
  const metrics = fromPath ? [fromPath] : (list(call.params, 'metric') ?? []);
  if (metrics.length === 0) throw invalidParam('The parameter metric is required.');
  metrics.forEach((metric, index) => {
    if (!known[metric] || call.state.retiredMetrics.has(metric)) {
      throw invalidParam(
        `metric[${index}] must be one of the following values: ${Object.keys(known).join(', ')}`,
      );
    }
  });
  return metrics;
}

function mediaInsights(call: AuthedCall, media: IgMedia) {
  const account = ownerAccount(call, media);
  if (!account) throw unsupportedRequest('GET', media.id);
  requireIg(call, account, 'instagram_manage_insights', media.id);
  const metrics = metricsParam(call, MEDIA_METRICS);
  if (media.parentId !== undefined)
    throw invalidParam('Insights are not available for media within an album');
  const supported = METRICS_BY_PRODUCT[media.productType];
  const unsupported = metrics.find((metric) => !supported.includes(metric));
  if (unsupported) {
    throw invalidParam(
      `The Media Insights API does not support the ${unsupported} metric for this media product type.`,
    );
  }
  const m = mediaMetricsAt(call.state, media, call.now);
  const values: Record<string, number> = {
    views: m.views,
    reach: m.reach,
    likes: m.likes,
    comments: m.comments,
    saved: m.saved,
    shares: m.shares,
    total_interactions: interactions(m),
    follows: m.follows,
    profile_visits: m.profileVisits,
    profile_activity: Math.round(m.profileVisits * 0.3) + m.follows,
    replies: m.replies,
    navigation: m.navigation,
    ig_reels_avg_watch_time: m.avgWatchMs,
    ig_reels_video_view_total_time: m.watchTotalMs,
    total_likes: m.likes,
    total_comments: m.comments,
    total_views: m.views,
  };
  return {
    data: metrics.map((name) => lifetimeEntry(media.id, name, values[name] ?? 0, MEDIA_METRICS[name])),
  };
}

function accountOptions(params: Params, metrics: string[]) {
  const period = str(params, 'period');
  if (!period) throw invalidParam('The parameter period is required.');
  if (period !== 'day')
    throw invalidParam(`Incompatible period: ${period}. These metrics support period=day.`);
  const metricType = str(params, 'metric_type') ?? 'time_series';
  if (metricType !== 'time_series' && metricType !== 'total_value') {
    throw invalidParam('Param metric_type must be one of {time_series, total_value}');
  }
  const needTotal = metrics.filter((metric) => !ACCOUNT_TIME_SERIES.includes(metric));
  if (metricType === 'time_series' && needTotal.length > 0) {
    throw invalidParam(
      `The following metrics (${needTotal.join(', ')}) should be specified with parameter metric_type=total_value`,
    );
  }
  return { period, totals: metricType === 'total_value' };
}

function accountInsights(call: AuthedCall, account: IgAccount) {
  const { state, params, now } = call;
  requireIg(call, account, 'instagram_manage_insights');
  const metrics = metricsParam(call, ACCOUNT_METRICS);
  const { period, totals } = accountOptions(params, metrics);
  const window = insightWindow(params, now, 30, totals ? 1 : 2);
  const cache = new Map<number, Record<string, number> | undefined>();
  const dayValue = (name: string, day: number): number => {
    if (!cache.has(day)) cache.set(day, accountDay(state, account, day, now));
    return cache.get(day)?.[name] ?? 0;
  };
  const entry = (name: string, value: Record<string, unknown>) => ({
    name,
    period,
    ...value,
    title: ACCOUNT_METRICS[name]?.title,
    description: ACCOUNT_METRICS[name]?.description,
    id: `${account.id}/insights/${name}/${period}`,
  });
  if (totals) {
    const last = dayIndexOf(Math.min(window.until, now) - 1);
    const total = (name: string) => {
      let sum = 0;
      for (let day = dayIndexOf(window.since); day <= last; day++) sum += dayValue(name, day);
      return sum;
    };
    return { data: metrics.map((name) => entry(name, { total_value: { value: total(name) } })) };
  }
  const days = windowDays(window, now);
  return {
    data: metrics.map((name) =>
      entry(name, {
        values: days.map((day) => ({ value: dayValue(name, day), end_time: fbTime(dayStart(day + 1)) })),
      }),
    ),
    paging: windowPaging(call.request, params, window),
  };
}

/** `GET /{ig-media-id}/insights` and `GET /{ig-user-id}/insights` (`instagram_manage_insights`). */
export function igInsights(call: AuthedCall, node: IgNode) {
  if (node.kind === 'ig_media') return mediaInsights(call, node.media);
  if (node.kind === 'ig_user') return accountInsights(call, node.account);
  throw unsupportedRequest('GET', call.id);
}
