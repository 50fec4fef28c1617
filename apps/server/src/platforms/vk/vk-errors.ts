import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import type { HttpResponse } from '../http.js';

const apiErrorSchema = z.object({
  error: z.object({ error_code: z.number(), error_msg: z.string(), captcha_sid: z.string().optional() }),
});
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/**
 * VK error codes (platforms/vk.md §8): the authorization is gone (5, 17 validation, 28 app
 * authorization) or lacks the rights to the community (7, 15, 200, 203, 214 — an administrator must
 * connect it again); too many requests (6), flood control (9), captcha (14), daily quota (29); VK's own
 * failures (1, 10). Everything else (27, 100, 113, 213, 219, 222, 900–902…) rejects what was sent.
 */
const RECONNECT_CODES = new Set([5, 7, 15, 17, 28, 200, 203, 214]);
const TRANSIENT_CODES = new Set([1, 10]);
/** Seconds to wait: a second for the per-second limit, longer for flood control and a captcha. */
const RATE_WAITS: ReadonlyMap<number, number> = new Map([
  [6, 1],
  [9, 60],
  [14, 600],
]);
const DAILY_QUOTA = 29;
/**
 * What a refusal means where VK's own words do not say it ('content': reconnecting changes nothing):
 * a method called with the community token that VK takes only with a user token (27, a mistake of
 * Herald's own), and community messages a person does not take.
 */
const MEANING: ReadonlyMap<number, string> = new Map([
  [
    27,
    "VK does not take this call with the community's token: it needs the administrator's user token. This is a fault in Herald's VK set-up, which connecting again does not mend",
  ],
  [900, 'this person has blocked the community, so it cannot message them'],
  [
    901,
    'this person has not allowed messages from the community: it can write to them only once they write to it or allow its messages',
  ],
  [902, "this person's privacy settings do not let the community message them"],
]);

/** Seconds until the next UTC day, when a method's daily quota is renewed. */
function untilTomorrow(now = Date.now()): number {
  const day = 86_400_000;
  return Math.ceil((Math.floor(now / day + 1) * day - now) / 1000);
}

function apiKind(code: number): { kind: PlatformErrorKind; wait?: number } {
  if (RECONNECT_CODES.has(code)) return { kind: 'reconnect' };
  const wait = code === DAILY_QUOTA ? untilTomorrow() : RATE_WAITS.get(code);
  if (wait !== undefined) return { kind: 'rate_limited', wait };
  if (TRANSIENT_CODES.has(code)) return { kind: 'transient' };
  return { kind: 'content' };
}

/** The error of an API answer (`{"error":{error_code, error_msg}}`, HTTP 200), if it is one. */
export function vkApiError(response: HttpResponse): PlatformError | undefined {
  const parsed = apiErrorSchema.safeParse(response.body);
  if (!parsed.success) return undefined;
  const { error_code: code, error_msg: message } = parsed.data.error;
  const { kind, wait } = apiKind(code);
  return new PlatformError('vk', kind, MEANING.get(code) ?? message, {
    networkCode: String(code),
    retryAfterSeconds: wait,
    status: response.status,
  });
}

/** Classifies an answer that is not a success: an API error, an OAuth error, or an HTTP failure. */
export function vkError(response: HttpResponse): PlatformError {
  const api = vkApiError(response);
  if (api) return api;
  const status = response.status;
  const oauth = oauthErrorSchema.safeParse(response.body);
  if (oauth.success) {
    const { error, error_description: description } = oauth.data;
    const kind: PlatformErrorKind =
      status === 429 ? 'rate_limited' : status >= 500 ? 'transient' : 'reconnect';
    return new PlatformError('vk', kind, description ?? error, {
      networkCode: error,
      retryAfterSeconds: kind === 'rate_limited' ? 60 : undefined,
      status,
    });
  }
  const kind: PlatformErrorKind = status >= 500 || status === 0 ? 'transient' : 'content';
  return new PlatformError('vk', kind, `unexpected answer (HTTP ${status})`, { status });
}
