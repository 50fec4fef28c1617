import type { Usage } from '../../core/route-kit.js';
import { DAY, HOUR } from './state.js';
import type { AuthContext } from './tokens.js';
import type { FbState } from './types.js';

const pct = (count: number, limit: number): number =>
  Math.min(100, Math.round((count / Math.max(1, limit)) * 100));

function window(
  calls: Map<string, number[]>,
  key: string,
  now: number,
  span: number,
  record: boolean,
): number[] {
  const kept = (calls.get(key) ?? []).filter((at) => at > now - span);
  if (record) kept.push(now);
  calls.set(key, kept);
  return kept;
}

function regainMinutes(calls: number[], now: number, span: number, limit: number): number {
  const excess = calls.length - limit;
  const oldest = calls[Math.max(0, excess)] ?? now;
  return Math.max(1, Math.ceil((oldest + span - now) / 60_000));
}

/**
 * Meta's Business Use Case usage header: the share of its quota the object the calls are counted
 * against (a Page, a Threads user) has used, and when access comes back once it is spent.
 */
export function businessUseCaseUsage(
  id: string,
  type: 'pages' | 'threads' | 'instagram',
  percent: number,
  regainMinutes: number,
): string {
  return JSON.stringify({
    [id]: [
      {
        type,
        call_count: percent,
        total_cputime: Math.round(percent * 0.5),
        total_time: Math.round(percent * 0.7),
        estimated_time_to_regain_access: regainMinutes,
      },
    ],
  });
}

function headersFor(appPct: number, pagePct: number | undefined, pageId: string | undefined, regain: number) {
  const headers: Record<string, string> = {
    'x-app-usage': JSON.stringify({
      call_count: appPct,
      total_cputime: Math.round(appPct * 0.6),
      total_time: Math.round(appPct * 0.8),
    }),
  };
  if (pageId !== undefined && pagePct !== undefined) {
    headers['x-business-use-case-usage'] = businessUseCaseUsage(pageId, 'pages', pagePct, regain);
  }
  return headers;
}

/**
 * Counts the call against the app's hourly platform limit (user/app tokens) or the Page's 24-hour
 * Business Use Case limit (Page tokens) and reports usage headers, as every real response does.
 */
export function recordUsage(state: FbState, auth: AuthContext | undefined, now: number): Usage {
  if (!auth) return { headers: {}, limited: false };
  const appCalls = window(state.usage.app, auth.app.id, now, HOUR, auth.kind !== 'page');
  const appLimit = state.limits.appCallsPerHour;
  const pageId = auth.kind === 'page' ? auth.token?.pageId : undefined;
  if (pageId === undefined) {
    const limited = appCalls.length > appLimit;
    const regain = limited ? regainMinutes(appCalls, now, HOUR, appLimit) : 0;
    return { headers: headersFor(pct(appCalls.length, appLimit), undefined, undefined, regain), limited };
  }
  const pageCalls = window(state.usage.page, pageId, now, DAY, true);
  const pageLimit = state.limits.pageCallsPerDay;
  const limited = pageCalls.length > pageLimit;
  const regain = limited ? regainMinutes(pageCalls, now, DAY, pageLimit) : 0;
  return {
    headers: headersFor(pct(appCalls.length, appLimit), pct(pageCalls.length, pageLimit), pageId, regain),
    limited,
  };
}

/** Usage headers of an exhausted quota (for injected rate-limit faults). */
export function exhaustedHeaders(pageId: string | undefined): Record<string, string> {
  return headersFor(100, pageId === undefined ? undefined : 100, pageId, 5);
}
