import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds } from '../http.js';

const problemSchema = z.object({
  code: z.number().optional(),
  message: z.string().optional(),
  retry_after: z.number().optional(),
  errors: z.unknown().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
type Problem = z.infer<typeof problemSchema>;

/**
 * The authorization is gone (platforms/discord.md §8): 40001 Unauthorized, 10004 Unknown Guild and
 * 50001 Missing Access (the bot was removed), 50013 Missing Permissions (the install lacks them),
 * 10015 Unknown Webhook.
 */
const RECONNECT_CODES = new Set([40001, 10004, 10015, 50001, 50013]);
/** Channel write limits and slowmode come as codes on a 4xx. */
const RATE_CODES = new Set([20016, 20028]);
const OAUTH_RECONNECT = new Set(['invalid_grant', 'invalid_client', 'invalid_token', 'unauthorized_client']);

function kindOf(status: number, problem: Problem): PlatformErrorKind {
  const code = problem.code;
  if (status === 429 || (code !== undefined && RATE_CODES.has(code))) return 'rate_limited';
  if (status >= 500) return 'transient';
  if (status === 401 || (code !== undefined && RECONNECT_CODES.has(code))) return 'reconnect';
  if (problem.error && OAUTH_RECONNECT.has(problem.error)) return 'reconnect';
  return 'content';
}

/** The first field error of a 50035 answer, as `path: message` (`content: Must be 2000 or fewer…`). */
function firstFieldError(tree: unknown, path: string[] = []): string | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  for (const [key, value] of Object.entries(tree)) {
    if (key === '_errors' && Array.isArray(value)) {
      const first: unknown = value[0];
      const message = first && typeof first === 'object' && 'message' in first ? String(first.message) : '';
      return path.length > 0 ? `${path.join('.')}: ${message}` : message;
    }
    const found = firstFieldError(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Seconds to wait: the body's `retry_after` (float seconds), else Retry-After, else the bucket's reset. */
function waitOf(response: HttpResponse, problem: Problem): number {
  if (problem.retry_after !== undefined) return Math.max(1, Math.ceil(problem.retry_after));
  const resetAfter = Number(response.headers.get('x-ratelimit-reset-after'));
  return (
    retryAfterSeconds(response.headers) ??
    (Number.isFinite(resetAfter) && resetAfter > 0 ? Math.ceil(resetAfter) : 1)
  );
}

/** Classifies a Discord answer that was not a success (REST `{code, message, errors}` or OAuth2 `{error}`). */
export function discordError(response: HttpResponse): PlatformError {
  const parsed = problemSchema.safeParse(response.body);
  const problem: Problem = parsed.success ? parsed.data : {};
  const kind = kindOf(response.status, problem);
  const detail = firstFieldError(problem.errors);
  const message =
    [problem.message, detail].filter(Boolean).join(' — ') ||
    problem.error_description ||
    `unexpected answer (HTTP ${response.status})`;
  return new PlatformError('discord', kind, message, {
    networkCode: String(problem.code ?? problem.error ?? response.status),
    retryAfterSeconds: kind === 'rate_limited' ? waitOf(response, problem) : undefined,
    status: response.status,
  });
}
