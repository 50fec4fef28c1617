import type { FastifyRequest } from 'fastify';
import { type Params, timeParam } from '../../core/params.js';
import { invalidParam } from './errors.js';
import { dayIndexOf, dayStart } from './metrics.js';
import { DAY, unix } from './state.js';

/** Title and description of an insights metric, as the API reports them. */
export type InsightMeta = { title: string; description: string };

export interface InsightWindow {
  since: number;
  until: number;
}

/** `since`/`until` (default: the last `defaultDays`), validated like the Graph API: at most `maxDays` apart. */
export function insightWindow(params: Params, now: number, maxDays: number, defaultDays = 2): InsightWindow {
  const until = timeParam(params, 'until') ?? now;
  const since = timeParam(params, 'since') ?? until - defaultDays * DAY;
  if (Number.isNaN(since) || Number.isNaN(until))
    throw invalidParam('since and until must be unix timestamps or dates');
  if (since >= until) throw invalidParam('The since field must be before the until field');
  if (until - since > maxDays * DAY) {
    throw invalidParam(
      `There cannot be more than ${maxDays} days (${maxDays * 86_400} s) between since and until`,
    );
  }
  return { since, until };
}

/** The days (07:00 UTC boundaries) that end within the window and have begun by `now`. */
export function windowDays(window: InsightWindow, now: number): number[] {
  const days: number[] = [];
  for (let day = dayIndexOf(window.since); dayStart(day + 1) <= window.until; day++) {
    if (dayStart(day + 1) > window.since && dayStart(day) < now) days.push(day);
  }
  return days;
}

function windowUrl(request: FastifyRequest, params: Params, since: number, until: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') query.set(key, value);
  query.set('since', String(unix(since)));
  query.set('until', String(unix(until)));
  return `${request.protocol}://${request.host}${request.originalUrl.split('?')[0]}?${query.toString()}`;
}

/** `paging.previous` / `paging.next`: the adjacent windows of the same width. */
export function windowPaging(request: FastifyRequest, params: Params, { since, until }: InsightWindow) {
  const width = until - since;
  return {
    previous: windowUrl(request, params, since - width, since),
    next: windowUrl(request, params, until, until + width),
  };
}

/** One lifetime metric of an object (post, media) in the insights response shape. */
export function lifetimeEntry(nodeId: string, name: string, value: unknown, meta: InsightMeta | undefined) {
  return {
    name,
    period: 'lifetime',
    values: [{ value }],
    title: meta?.title,
    description: meta?.description,
    id: `${nodeId}/insights/${name}/lifetime`,
  };
}
