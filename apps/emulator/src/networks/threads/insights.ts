import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { list, type Params, str } from '../../core/params.js';
import { streamRng } from '../../core/prng.js';
import { type InsightMeta, insightWindow, lifetimeEntry, windowDays } from '../facebook/insight-window.js';
import { dayStart } from '../facebook/metrics.js';
import { fbTime } from '../facebook/state.js';
import { invalidParam, permissionError, unsupportedRequest } from './errors.js';
import { followersAt, gainedBetween, type PostMetrics, postMetricsAt } from './metrics.js';
import { resolveId, type ThAuthedCall, type ThRuntime, threadsRoute } from './routing.js';
import { livePost } from './state.js';
import type { ThState } from './types.js';

const meta = (title: string, description: string): InsightMeta => ({ title, description });

const MEDIA_METRICS: Record<string, InsightMeta> = {
  views: meta('Views', 'The number of times your post was played or displayed.'),
  likes: meta('Likes', 'The number of likes on your post.'),
  replies: meta('Replies', 'The number of replies on your post.'),
  reposts: meta('Reposts', 'The number of times your post was reposted.'),
  quotes: meta('Quotes', 'The number of times your post was quoted.'),
  shares: meta('Shares', 'The number of times your post was shared.'),
};

const USER_METRICS: Record<string, InsightMeta> = {
  ...MEDIA_METRICS,
  views: meta('views', 'The number of times your profile was viewed.'),
  clicks: meta('clicks', 'The number of clicks on links in your posts.'),
  followers_count: meta('followers_count', 'Your total number of followers on Threads.'),
  follower_demographics: meta('follower_demographics', 'The demographic characteristics of your followers.'),
};

/** The earliest `since` / `until` user insights accept (13 April 2024). */
const EARLIEST = 1_712_991_600_000;

const BREAKDOWNS: Record<string, readonly string[]> = {
  country: ['US', 'BR', 'JP', 'DE', 'FR', 'KR', 'GB', 'MX'],
  city: ['Los Angeles, California', 'São Paulo, São Paulo', 'Tokyo, Tokyo', 'Berlin, Berlin', 'Seoul, Seoul'],
  age: ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'],
  gender: ['M', 'F', 'U'],
};

function metricsParam(params: Params, known: Record<string, InsightMeta>): string[] {
  const metrics = list(params, 'metric') ?? [];
  const bad = metrics.length === 0 ? 0 : metrics.findIndex((metric) => !known[metric]);
  if (bad !== -1)
    throw invalidParam(
      `metric[${bad}] must be one of the following values: ${Object.keys(known).join(', ')}`,
    );
  return metrics;
}

function mediaInsights(call: ThAuthedCall) {
  const id = resolveId(call);
  const post = livePost(call.state, id, call.now);
  if (!post) throw unsupportedRequest('GET', id);
  if (post.ownerId !== call.user.id)
    throw permissionError('Insights are only available for your own posts', 10);
  const metrics = metricsParam(call.params, MEDIA_METRICS);
  const values = postMetricsAt(call.state, post, call.now);
  return {
    data: metrics.map((name) =>
      lifetimeEntry(post.id, name, values[name as keyof PostMetrics], MEDIA_METRICS[name]),
    ),
  };
}

/** Followers split by a breakdown, with shares fixed by (seed, breakdown). */
function demographics(state: ThState, followers: number, breakdown: string | undefined) {
  const keys = breakdown ? BREAKDOWNS[breakdown] : undefined;
  if (!breakdown || !keys)
    throw invalidParam(`follower_demographics requires breakdown: ${Object.keys(BREAKDOWNS).join(', ')}`);
  const rng = streamRng(state.seed, 'threads', 'demographics', breakdown);
  const weights = keys.map((_, index) => rng.float(0.2, 1) / (index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const results = keys.map((key, index) => ({
    dimension_values: [key],
    value: Math.round((followers * (weights[index] ?? 0)) / sum),
  }));
  return { breakdowns: [{ dimension_keys: [breakdown], results }] };
}

/** Daily profile views: a share of the audience plus what the day's post views bring. */
function profileViews(state: ThState, day: number, now: number): number {
  const start = dayStart(day);
  const end = Math.min(start + DAY, now);
  const rng = streamRng(state.seed, 'threads', 'profile-views', day);
  const audience = followersAt(state, state.user, end) * 0.004 * ((end - start) / DAY);
  return Math.round(audience * rng.float(0.7, 1.3) + gainedBetween(state, start, end).views * 0.02);
}

function userInsights(call: ThAuthedCall) {
  const { state, now, params } = call;
  if (resolveId(call) !== call.user.id) throw unsupportedRequest('GET', resolveId(call));
  const metrics = metricsParam(params, USER_METRICS);
  const window = insightWindow(params, now, 365);
  if (window.since < EARLIEST) throw invalidParam('since and until cannot be earlier than 1712991600');
  const gained = gainedBetween(state, window.since, Math.min(window.until, now));
  const followers = followersAt(state, state.user, now);
  const id = (name: string) => `${call.user.id}/insights/${name}/day`;
  const titled = (name: string) => ({ name, period: 'day', ...USER_METRICS[name], id: id(name) });
  return {
    data: metrics.map((name) => {
      if (name === 'views') {
        const days = windowDays(window, now);
        const values = days.map((day) => ({
          value: profileViews(state, day, now),
          end_time: fbTime(dayStart(day + 1)),
        }));
        return { ...titled(name), values };
      }
      if (name === 'followers_count') return { ...titled(name), total_value: { value: followers } };
      if (name === 'follower_demographics')
        return { ...titled(name), total_value: demographics(state, followers, str(params, 'breakdown')) };
      return { ...titled(name), total_value: { value: gained[name as keyof PostMetrics] } };
    }),
  };
}

export function registerInsights(app: FastifyInstance, rt: ThRuntime): void {
  const scopes = ['threads_manage_insights'];
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/insights',
    operation: 'insights.media',
    scopes,
    handler: mediaInsights,
  });
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/threads_insights',
    operation: 'insights.user',
    scopes,
    handler: userInsights,
  });
}
