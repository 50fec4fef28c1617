import type { FastifyRequest } from 'fastify';
import { list, type Params, str } from '../../core/params.js';
import { invalidParam } from './errors.js';
import {
  insightWindow,
  lifetimeEntry,
  type InsightMeta as Meta,
  windowDays,
  windowPaging,
} from './insight-window.js';
import { dayStart, type MetricValue, pageDay, postMetricsAt, REACTION_TYPES } from './metrics.js';
import { fbTime } from './state.js';
import type { FbPage, FbPost, FbState } from './types.js';

const PAGE_METRICS: Record<string, Meta> = {
  page_total_media_view_unique: {
    title: 'Total Media View Unique',
    description: 'The number of people who saw any content from or about your Page.',
  },
  page_media_view: {
    title: 'Media Views',
    description: 'The number of times your content was played or displayed.',
  },
  page_post_engagements: {
    title: 'Post Engagements',
    description:
      'The number of times people have engaged with your posts through reactions, comments, shares and more.',
  },
  page_daily_follows: { title: 'Daily Follows', description: 'The number of new follows of your Page.' },
  page_daily_follows_unique: {
    title: 'Daily Follows Unique',
    description: 'The number of people who followed your Page.',
  },
  page_daily_unfollows_unique: {
    title: 'Daily Unfollows Unique',
    description: 'The number of people who unfollowed your Page.',
  },
  page_follows: { title: 'Page Follows', description: 'The total number of followers of your Page.' },
  page_views_total: {
    title: 'Page Views',
    description: 'The number of times a Page profile has been viewed.',
  },
  page_total_actions: {
    title: 'Total Actions',
    description: 'The number of clicks on your Page contact info and call-to-action button.',
  },
  page_actions_post_reactions_total: {
    title: 'Post Reactions',
    description: 'Daily total post reactions of a page by type.',
  },
  page_video_view_time: {
    title: 'Video View Time',
    description: 'The total time, in milliseconds, people viewed your videos.',
  },
};

const POST_METRICS: Record<string, Meta> = {
  post_total_media_view_unique: {
    title: 'Lifetime Total Media View Unique',
    description: 'The number of people who saw your post.',
  },
  post_media_view: {
    title: 'Lifetime Media Views',
    description: 'The number of times your post was displayed or played.',
  },
  post_reactions_by_type_total: {
    title: 'Lifetime Total post Reactions by Type',
    description: 'Total post reactions by type.',
  },
  post_clicks: {
    title: 'Lifetime Post Clicks',
    description: 'The number of times people clicked on anywhere in your post.',
  },
  post_clicks_by_type: {
    title: 'Lifetime Post Clicks by Type',
    description: 'The number of clicks on your post, by type.',
  },
  post_activity_by_action_type: {
    title: 'Lifetime Post Stories by action type',
    description: 'The number of stories created about your post, by action type.',
  },
  post_video_avg_time_watched: {
    title: 'Lifetime Average time video viewed',
    description: 'The average length of time (in milliseconds) people spent viewing your video.',
  },
  post_video_view_time: {
    title: 'Lifetime Video View Time',
    description: 'The total time, in milliseconds, your video was watched.',
  },
  ...Object.fromEntries(
    REACTION_TYPES.map((type) => [
      `post_reactions_${type}_total`,
      { title: `Lifetime "${type}" reactions`, description: `Total "${type}" reactions of a post.` },
    ]),
  ),
};

const PERIOD_TITLE: Record<string, string> = { day: 'Daily', week: 'Weekly', days_28: '28 Days' };
const PERIOD_DAYS: Record<string, number> = { day: 1, week: 7, days_28: 28 };

function metricsParam(
  state: FbState,
  params: Params,
  known: Record<string, Meta>,
  fromPath?: string,
): string[] {
  const metrics = fromPath ? [fromPath] : (list(params, 'metric') ?? []);
  if (metrics.length === 0) throw invalidParam('The value must be a valid insights metric');
  for (const metric of metrics) {
    if (!known[metric] || state.retiredMetrics.has(metric))
      throw invalidParam('The value must be a valid insights metric');
  }
  return metrics;
}

export function postInsights(state: FbState, post: FbPost, params: Params, now: number, fromPath?: string) {
  const metrics = metricsParam(state, params, POST_METRICS, fromPath);
  const m = postMetricsAt(state, post, now);
  const values: Record<string, MetricValue> = {
    post_total_media_view_unique: m.reach,
    post_media_view: m.views,
    post_reactions_by_type_total: Object.fromEntries(
      Object.entries(m.reactions).filter(([, count]) => count > 0),
    ),
    post_clicks: Object.values(m.clicks).reduce((a, b) => a + b, 0),
    post_clicks_by_type: m.clicks,
    post_activity_by_action_type: { share: m.shares, like: m.reactions.like ?? 0, comment: m.comments },
    post_video_avg_time_watched: 0,
    post_video_view_time: 0,
    ...Object.fromEntries(
      REACTION_TYPES.map((type) => [`post_reactions_${type}_total`, m.reactions[type] ?? 0]),
    ),
  };
  return { data: metrics.map((name) => lifetimeEntry(post.id, name, values[name] ?? 0, POST_METRICS[name])) };
}

function addValues(a: MetricValue | undefined, b: MetricValue | undefined): MetricValue {
  if (typeof a === 'number' || a === undefined) return (a ?? 0) + (typeof b === 'number' ? b : 0);
  const out: Record<string, number> = { ...a };
  if (b && typeof b === 'object')
    for (const [key, value] of Object.entries(b)) out[key] = (out[key] ?? 0) + value;
  return out;
}

export function pageInsights(
  state: FbState,
  page: FbPage,
  params: Params,
  now: number,
  request: FastifyRequest,
  fromPath?: string,
) {
  const metrics = metricsParam(state, params, PAGE_METRICS, fromPath);
  const period = str(params, 'period') ?? 'day';
  const span = PERIOD_DAYS[period];
  if (span === undefined) throw invalidParam(`Invalid period: ${period}. Use day, week or days_28.`);
  const window = insightWindow(params, now, 90);
  const days = windowDays(window, now);
  const cache = new Map<number, Record<string, MetricValue> | undefined>();
  const dayValues = (day: number) => {
    if (!cache.has(day)) cache.set(day, pageDay(state, page, day, now));
    return cache.get(day);
  };
  const valueFor = (name: string, day: number): MetricValue => {
    if (name === 'page_follows') return dayValues(day)?.[name] ?? 0;
    let total: MetricValue | undefined;
    for (let back = 0; back < span; back++) total = addValues(total, dayValues(day - back)?.[name]);
    return total ?? 0;
  };
  return {
    data: metrics.map((name) => ({
      name,
      period,
      values: days.map((day) => ({ value: valueFor(name, day), end_time: fbTime(dayStart(day + 1)) })),
      title: `${PERIOD_TITLE[period]} ${PAGE_METRICS[name]?.title}`,
      description: `${PERIOD_TITLE[period]}: ${PAGE_METRICS[name]?.description}`,
      id: `${page.id}/insights/${name}/${period}`,
    })),
    paging: windowPaging(request, params, window),
  };
}
