import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import type { HttpResponse } from '../http.js';

const problemSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional(), code: z.number().optional() })).optional(),
});

/** v1.1-style codes still seen in v2 answers (platforms/x.md §8). */
const RECONNECT_CODES = new Set([32, 89]);
const RATE_CODES = new Set([88]);
const TRANSIENT_CODES = new Set([130]);

/** Seconds until the epoch-seconds reset in `header` (X sends no Retry-After). */
function resetWait(headers: Headers, header: string, now = Date.now()): number | undefined {
  const reset = Number(headers.get(header));
  return Number.isFinite(reset) && reset > 0 ? Math.max(1, Math.ceil(reset - now / 1000)) : undefined;
}

/** The user's 24-hour post cap is spent (`x-user-limit-24hour-remaining: 0`), whatever the 15-minute window says. */
const postCapSpent = (headers: Headers): boolean => headers.get('x-user-limit-24hour-remaining') === '0';

/** Seconds until the UTC month turns: a monthly usage cap (`usage-capped`) lifts then. */
function untilNextMonth(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

const isUsageCapped = (problem: z.infer<typeof problemSchema>): boolean =>
  problem.type?.endsWith('/usage-capped') === true;

/**
 * How long a refusal lasts: the month for the usage cap, the 24-hour cap's reset once the user's
 * daily posts are spent, the 15-minute window's reset otherwise.
 */
function waitOf(problem: z.infer<typeof problemSchema>, headers: Headers): number {
  if (isUsageCapped(problem)) return untilNextMonth();
  const daily = postCapSpent(headers) ? resetWait(headers, 'x-user-limit-24hour-reset') : undefined;
  return daily ?? resetWait(headers, 'x-rate-limit-reset') ?? 900;
}

function kindOf(status: number, problem: z.infer<typeof problemSchema>): PlatformErrorKind {
  const code = problem.errors?.[0]?.code;
  if (code !== undefined && RECONNECT_CODES.has(code)) return 'reconnect';
  if (code !== undefined && RATE_CODES.has(code)) return 'rate_limited';
  if (code !== undefined && TRANSIENT_CODES.has(code)) return 'transient';
  if (status === 401) return 'reconnect';
  // Pay-per-use credits spent (`credits-depleted`): billing for an administrator, not the content.
  if (status === 402) return 'account';
  // OAuth endpoint: a used, revoked or expired grant needs the user again.
  if (
    problem.error === 'invalid_grant' ||
    problem.error === 'invalid_request' ||
    problem.error === 'invalid_token'
  )
    return status >= 500 ? 'transient' : 'reconnect';
  if (status === 429 || isUsageCapped(problem)) return 'rate_limited';
  if (status >= 500) return 'transient';
  return 'content';
}

/** Classifies an X API answer that was not a success. */
export function xError(response: HttpResponse): PlatformError {
  const parsed = problemSchema.safeParse(response.body);
  const problem = parsed.success ? parsed.data : {};
  const kind = kindOf(response.status, problem);
  const message =
    problem.detail ??
    problem.error_description ??
    problem.errors?.[0]?.message ??
    problem.title ??
    `unexpected answer (HTTP ${response.status})`;
  return new PlatformError('twitter', kind, message, {
    networkCode: problem.type ?? problem.error ?? String(problem.errors?.[0]?.code ?? response.status),
    retryAfterSeconds: kind === 'rate_limited' ? waitOf(problem, response.headers) : undefined,
    status: response.status,
  });
}
