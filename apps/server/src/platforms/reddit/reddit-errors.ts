import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds } from '../http.js';

const problemSchema = z.object({
  message: z.string().optional(),
  reason: z.string().optional(),
  explanation: z.string().optional(),
});

/** `json.errors` of the `api_type=json` endpoints: `[[code, message, field], …]`. */
export const thingErrorsSchema = z.object({
  json: z.object({ errors: z.array(z.array(z.string())).optional() }),
});

const DEFAULT_WAIT_SECONDS = 60;
const UNITS: Record<string, number> = { millisecond: 0.001, second: 1, minute: 60, hour: 3600 };

/** Seconds to wait from Reddit's text: "you are doing that too much. try again in 9 minutes." */
export function waitFromText(text: string): number | undefined {
  const match = /(\d+)\s*(millisecond|second|minute|hour)s?/i.exec(text);
  const unit = match?.[2] ? UNITS[match[2].toLowerCase()] : undefined;
  return match && unit !== undefined ? Math.max(1, Math.ceil(Number(match[1]) * unit)) : undefined;
}

/** Seconds until the QPM window ends (`X-Ratelimit-Reset`), else Retry-After. */
function resetWait(headers: Headers): number | undefined {
  const reset = Number(headers.get('x-ratelimit-reset') ?? Number.NaN);
  return Number.isFinite(reset) ? Math.max(1, Math.ceil(reset)) : retryAfterSeconds(headers);
}

/** Where a call went: a subreddit's own path turns 403/404 into a content problem, not an account one. */
export interface CallContext {
  subreddit?: string;
}

function kindOf(
  response: HttpResponse,
  problem: z.infer<typeof problemSchema>,
  context: CallContext,
): PlatformErrorKind {
  const remaining = response.headers.get('x-ratelimit-remaining');
  if (response.status === 429 || (remaining !== null && Number(remaining) <= 0)) return 'rate_limited';
  if (response.status === 401) return 'reconnect';
  if (response.status >= 500) return 'transient';
  // A 403 without a reason (private, banned, quarantined…) means the token lacks a scope or was revoked.
  if (response.status === 403) return problem.reason || context.subreddit ? 'content' : 'reconnect';
  return 'content';
}

function messageOf(
  response: HttpResponse,
  problem: z.infer<typeof problemSchema>,
  context: CallContext,
): string {
  const sub = context.subreddit ? `r/${context.subreddit}` : undefined;
  if (sub && response.status >= 300 && response.status < 400) return `${sub} does not exist`;
  if (sub && response.status === 404) return `${sub} does not exist or is banned`;
  if (sub && response.status === 403) return `${sub} is ${problem.reason ?? 'not open to this account'}`;
  if (response.status === 401) return 'Reddit no longer accepts this authorization';
  return problem.explanation ?? problem.message ?? `unexpected answer (HTTP ${response.status})`;
}

/** Classifies an oauth.reddit.com answer that was not a success. */
export function redditError(response: HttpResponse, context: CallContext = {}): PlatformError {
  const parsed = problemSchema.safeParse(response.body);
  const problem = parsed.success ? parsed.data : {};
  const kind = kindOf(response, problem, context);
  return new PlatformError('reddit', kind, messageOf(response, problem, context), {
    networkCode: problem.reason ?? String(response.status),
    retryAfterSeconds:
      kind === 'rate_limited' ? (resetWait(response.headers) ?? DEFAULT_WAIT_SECONDS) : undefined,
    status: response.status,
  });
}

/**
 * Refusals reported inside a 200 (`json.errors`): RATELIMIT is a wait, USER_REQUIRED a lost login,
 * every other code (flair required, NO_SELFS, SUBREDDIT_NOEXIST, TOO_LONG…) Reddit's own message.
 */
export function thingErrors(errors: readonly string[][]): PlatformError {
  const [code = 'UNKNOWN', message = 'Reddit refused the request'] = errors[0] ?? [];
  if (code === 'RATELIMIT') {
    return new PlatformError('reddit', 'rate_limited', message, {
      networkCode: code,
      retryAfterSeconds: waitFromText(message) ?? DEFAULT_WAIT_SECONDS,
    });
  }
  const kind: PlatformErrorKind = code === 'USER_REQUIRED' ? 'reconnect' : 'content';
  const text = errors
    .map(([, each]) => each)
    .filter(Boolean)
    .join('; ');
  return new PlatformError('reddit', kind, text || message, { networkCode: code });
}

/** Token endpoint failures: a bad grant (revoked, used, unknown) needs the user again. */
export function tokenError(response: HttpResponse, error: string | undefined): PlatformError {
  if (response.status === 429 || response.status >= 500) return redditError(response);
  return new PlatformError(
    'reddit',
    'reconnect',
    `Reddit refused the grant (${error ?? `HTTP ${response.status}`})`,
    {
      networkCode: error ?? String(response.status),
      status: response.status,
    },
  );
}
