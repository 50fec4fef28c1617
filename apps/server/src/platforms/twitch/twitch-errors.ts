import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds } from '../http.js';

/**
 * Twitch's failures: Helix `{"error":"Unauthorized","status":401,"message":"Invalid OAuth token"}`,
 * id.twitch.tv often without `error` (`{"status":400,"message":"Invalid refresh token"}`).
 */
const problemSchema = z.object({
  error: z.string().optional(),
  status: z.number().optional(),
  message: z.string().optional(),
});
type Problem = z.infer<typeof problemSchema>;

/** The id.twitch.tv answers that mean the grant itself is gone (or never was): connect again. */
const GRANT_GONE = [/invalid refresh token/i, /invalid authorization code/i, /invalid access token/i];

/** A full bucket refills within a minute: the wait when Twitch gives no reset time. */
const DEFAULT_WAIT_SECONDS = 60;

function kindOf(status: number, problem: Problem): PlatformErrorKind {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'transient';
  // 401: the token is invalid, expired, revoked or lacks a scope; 403: the role or scope is missing.
  if (status === 401 || status === 403) return 'reconnect';
  if (status === 400 && GRANT_GONE.some((pattern) => pattern.test(problem.message ?? ''))) return 'reconnect';
  return 'content';
}

/**
 * Seconds until the token's bucket is full again (`Ratelimit-Reset`, a Unix time in seconds), else
 * a Retry-After, else a minute.
 */
export function waitOf(headers: Headers, now = Date.now()): number {
  const reset = Number(headers.get('ratelimit-reset'));
  if (headers.get('ratelimit-reset') && Number.isFinite(reset) && reset > 0)
    return Math.max(1, Math.ceil(reset - now / 1000));
  return Math.max(1, retryAfterSeconds(headers, now) ?? DEFAULT_WAIT_SECONDS);
}

/** Classifies a Twitch answer that was not a success (Helix or id.twitch.tv). */
export function twitchError(response: HttpResponse, now = Date.now()): PlatformError {
  const parsed = problemSchema.safeParse(response.body);
  const problem: Problem = parsed.success ? parsed.data : {};
  const kind = kindOf(response.status, problem);
  const message = problem.message || problem.error || `unexpected answer (HTTP ${response.status})`;
  return new PlatformError('twitch', kind, message, {
    networkCode: String(problem.status ?? response.status),
    retryAfterSeconds: kind === 'rate_limited' ? waitOf(response.headers, now) : undefined,
    status: response.status,
  });
}
