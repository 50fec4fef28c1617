import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds } from '../http.js';

/**
 * The error the consent redirect carries when TikTok is not offered where the user is (a mainland
 * China network). TikTok documents no code for it; this is the one the emulator sends.
 */
export const TIKTOK_REGION_ERROR = 'region_not_supported';

/** Open API answers: `{data, error: {code, message, log_id}}` (`code: ok` on success). */
const envelopeError = z.object({
  error: z.object({ code: z.string(), message: z.string().optional(), log_id: z.string().optional() }),
});
/** OAuth endpoint answers: `{error, error_description, log_id}`. */
const oauthError = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  log_id: z.string().optional(),
});

/** The authorization is gone or lacks a scope: the user must connect again (platforms/tiktok.md §8). */
const RECONNECT = new Set([
  'access_token_invalid',
  'scope_not_authorized',
  'scope_permission_missed',
  'invalid_grant',
]);
/** Seconds to wait: the API's per-minute windows, or the 24-hour posting and sharing caps. */
const WAITS: Readonly<Record<string, number>> = {
  rate_limit_exceeded: 60,
  spam_risk_too_many_posts: 86_400,
  spam_risk_too_many_pending_share: 86_400,
  reached_active_user_cap: 86_400,
};
const TRANSIENT = new Set(['internal_error', 'server_error', 'temporarily_unavailable']);

function kindOf(status: number, code: string | undefined): PlatformErrorKind {
  if (code && RECONNECT.has(code)) return 'reconnect';
  if ((code && code in WAITS) || status === 429) return 'rate_limited';
  if ((code && TRANSIENT.has(code)) || status >= 500) return 'transient';
  if (status === 401) return 'reconnect';
  return 'content';
}

/** The code and message of either error shape. */
function describe(body: unknown): { code?: string; message?: string } {
  const api = envelopeError.safeParse(body);
  if (api.success) return { code: api.data.error.code, message: api.data.error.message };
  const oauth = oauthError.safeParse(body);
  if (oauth.success) return { code: oauth.data.error, message: oauth.data.error_description };
  return {};
}

/** Classifies a TikTok answer that was not a success. */
export function tiktokError(response: HttpResponse): PlatformError {
  const { code, message } = describe(response.body);
  const kind = kindOf(response.status, code);
  const wait = retryAfterSeconds(response.headers) ?? (code ? WAITS[code] : undefined) ?? 60;
  return new PlatformError('tiktok', kind, message || code || `unexpected answer (HTTP ${response.status})`, {
    networkCode: code ?? String(response.status),
    retryAfterSeconds: kind === 'rate_limited' ? wait : undefined,
    status: response.status,
  });
}

/** A publish TikTok gave up on (status FAILED): what it sent is at fault. */
export function publishFailed(reason: string | undefined): PlatformError {
  return new PlatformError(
    'tiktok',
    'content',
    `TikTok could not publish the post (${reason ?? 'no reason given'})`,
    {
      networkCode: reason ?? 'FAILED',
    },
  );
}

/** A consent that came back with TikTok's region refusal; anything else is the user declining. */
export function regionRefusal(error: string, description: string | undefined): PlatformError | undefined {
  if (error !== TIKTOK_REGION_ERROR) return undefined;
  return new PlatformError('tiktok', 'content', description ?? 'TikTok is not available in this region', {
    networkCode: TIKTOK_REGION_ERROR,
  });
}
