import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds } from '../http.js';

/** `{"error":{"code","message","errors":[{"reason","domain","message"}],"status"}}` (youtube.md §8). */
const apiErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
    status: z.string().optional(),
  }),
});

/** The OAuth endpoints' `{"error":"invalid_grant","error_description":"…"}`. */
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** The authorization is gone or lacks what is needed: a person must connect again. */
const RECONNECT_REASONS = new Set([
  'authError',
  'invalidCredentials',
  'insufficientPermissions',
  'youtubeSignupRequired',
]);
/** The project's daily quota is spent: nothing works until midnight Pacific time. */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const TRANSIENT_REASONS = new Set(['backendError', 'internalError', 'serviceUnavailable']);
const OAUTH_RECONNECT = new Set(['invalid_grant', 'invalid_token']);

const DEFAULT_RATE_WAIT_SECONDS = 60;
/** A channel over its daily upload cap may try again in 24 hours. */
const UPLOAD_CAP_WAIT_SECONDS = 86_400;
const DAY_SECONDS = 86_400;

const pacificClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Seconds since midnight on the Pacific wall clock at `at`. */
function pacificSeconds(at: number): number {
  const parts = Object.fromEntries(
    pacificClock.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
}

/** Seconds until the next midnight Pacific time, when YouTube quotas reset (days of 23 or 25 hours included). */
export function secondsUntilQuotaReset(now = Date.now()): number {
  let wait = DAY_SECONDS - pacificSeconds(now);
  // Across a daylight-saving change the guess lands an hour off midnight: correct by where it landed.
  const landed = pacificSeconds(now + wait * 1000);
  wait += landed >= DAY_SECONDS / 2 ? DAY_SECONDS - landed : -landed;
  return Math.max(1, wait);
}

function classify(status: number, reason: string | undefined): PlatformErrorKind {
  if (status === 401 || (reason && RECONNECT_REASONS.has(reason))) return 'reconnect';
  if (reason && (QUOTA_REASONS.has(reason) || RATE_REASONS.has(reason) || reason === 'uploadLimitExceeded'))
    return 'rate_limited';
  if (status === 429) return 'rate_limited';
  if ((reason && TRANSIENT_REASONS.has(reason)) || status >= 500) return 'transient';
  return 'content';
}

function waitFor(reason: string | undefined, headers: Headers): number {
  if (reason && QUOTA_REASONS.has(reason)) return secondsUntilQuotaReset();
  if (reason === 'uploadLimitExceeded') return UPLOAD_CAP_WAIT_SECONDS;
  return retryAfterSeconds(headers) ?? DEFAULT_RATE_WAIT_SECONDS;
}

/** Classifies a Google answer that was not a success (Data API, upload sessions, OAuth endpoints). */
export function youtubeError(response: HttpResponse): PlatformError {
  const { status } = response;
  const oauth = oauthErrorSchema.safeParse(response.body);
  if (oauth.success) {
    const kind =
      status >= 500 ? 'transient' : OAUTH_RECONNECT.has(oauth.data.error) ? 'reconnect' : 'content';
    return new PlatformError('youtube', kind, oauth.data.error_description ?? oauth.data.error, {
      networkCode: oauth.data.error,
      status,
    });
  }
  const parsed = apiErrorSchema.safeParse(response.body);
  const error = parsed.success ? parsed.data.error : undefined;
  const reason = error?.errors?.[0]?.reason;
  const kind = classify(status, reason);
  const message = error?.errors?.[0]?.message ?? error?.message ?? `unexpected answer (HTTP ${status})`;
  return new PlatformError('youtube', kind, message.replace(/<[^>]+>/g, ''), {
    networkCode: reason ?? error?.status ?? String(status),
    retryAfterSeconds: kind === 'rate_limited' ? waitFor(reason, response.headers) : undefined,
    status,
  });
}
