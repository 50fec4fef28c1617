import type { FastifyInstance } from 'fastify';
import { fail, isCount } from '../../core/control.js';
import type { NetworkRuntime } from '../../core/network.js';
import { asRecord } from '../../core/params.js';
import { XProblem } from './errors.js';
import type { XState } from './types.js';

/** Post reads a pay-per-use app may make in a calendar month (x.md: ~2M; above, Enterprise only). */
export const DEFAULT_MONTHLY_POST_READS = 2_000_000;

/** The UTC calendar month an instant falls in (`2026-07`): the cap resets when it turns. */
const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/** The app's post reads of the current month (a new month starts from zero). */
function readsOf(state: XState, clientId: string, now: number): number {
  if (state.usage.month !== monthOf(now)) {
    state.usage.month = monthOf(now);
    state.usage.reads.clear();
  }
  return state.usage.reads.get(clientId) ?? 0;
}

/** 429 `usage-capped`, as X answers once the month's post reads are spent. */
const usageCapped = (): XProblem =>
  new XProblem(429, {
    title: 'UsageCapExceeded',
    detail: 'Usage cap exceeded: Monthly product cap',
    type: 'https://api.twitter.com/2/problems/usage-capped',
    period: 'Monthly',
    scope: 'Product',
  });

/** Refuses a read of posts once the app has read its monthly cap. */
export function checkUsageCap(state: XState, clientId: string, now: number): void {
  if (readsOf(state, clientId, now) >= state.usage.cap) throw usageCapped();
}

/** Counts the posts an answer returned: each is a billed post read. */
export function countPostReads(state: XState, clientId: string, now: number, posts: number): void {
  state.usage.reads.set(clientId, readsOf(state, clientId, now) + posts);
}

/**
 * `GET /usage` (each app's post reads this month and the cap) and `POST /usage {monthly_post_reads,
 * reads?, reset?, credits_depleted?}` of `/_emulator/x`: a small cap lets a test reach `usage-capped`;
 * `credits_depleted: true` makes every API call answer 402, as X does once pay-per-use credits run out.
 */
export function registerUsageControl(app: FastifyInstance, rt: NetworkRuntime<XState>): void {
  const view = () => {
    const now = rt.context.clock.now();
    const apps = [...rt.state.apps.keys()].map((id) => ({
      client_id: id,
      reads: readsOf(rt.state, id, now),
    }));
    const { month, cap, depleted } = rt.state.usage;
    return { month, monthly_post_reads: cap, credits_depleted: depleted, apps };
  };
  app.get('/usage', async () => view());
  app.post('/usage', async (request, reply) => {
    const body = asRecord(request.body);
    const { monthly_post_reads: cap, reads } = body;
    if (cap !== undefined && !isCount(cap)) return fail(reply, 'monthly_post_reads must be an integer ≥ 0');
    if (reads !== undefined && !isCount(reads)) return fail(reply, 'reads must be an integer ≥ 0');
    const depleted = body.credits_depleted;
    if (depleted !== undefined && typeof depleted !== 'boolean')
      return fail(reply, 'credits_depleted must be a boolean');
    if (typeof depleted === 'boolean') rt.state.usage.depleted = depleted;
    if (body.reset === true) rt.state.usage.reads.clear();
    if (isCount(cap)) rt.state.usage.cap = cap;
    if (isCount(reads)) for (const id of rt.state.apps.keys()) rt.state.usage.reads.set(id, reads);
    return view();
  });
}
