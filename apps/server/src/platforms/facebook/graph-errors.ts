import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds, tryParseJson } from '../http.js';

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_msg: z.string().optional(),
  }),
});

const usageSchema = z.record(
  z.string(),
  z.array(z.object({ estimated_time_to_regain_access: z.number().optional() })),
);

/** Codes of the platform reference (facebook.md §9). */
const RECONNECT_CODES = new Set([102, 190]);
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80006]);
const TRANSIENT_CODES = new Set([1, 2]);
const RATE_LIMIT_SUBCODES = new Set([1390008, 2207042]);
/**
 * Media subcodes that a later try may pass: Instagram download timeout, create or upload failed;
 * Threads 4279009, a container published before it is FINISHED.
 */
const TRANSIENT_SUBCODES = new Set([2207003, 2207032, 2207053, 2207082, 4279009]);

function isPermissionCode(code: number): boolean {
  return code === 10 || (code >= 200 && code <= 299);
}

function kindOf(code: number | undefined, subcode: number | undefined, transient: boolean, status: number) {
  if (code !== undefined && RECONNECT_CODES.has(code)) return 'reconnect';
  if (code !== undefined && isPermissionCode(code)) return 'reconnect';
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || (subcode && RATE_LIMIT_SUBCODES.has(subcode)))
    return 'rate_limited';
  if (transient || (code !== undefined && TRANSIENT_CODES.has(code)) || status >= 500) return 'transient';
  if (subcode !== undefined && TRANSIENT_SUBCODES.has(subcode)) return 'transient';
  return 'content';
}

/** Seconds until the Business Use Case or app usage header says access is regained. */
function usageWait(headers: Headers): number | undefined {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return undefined;
  // An unreadable usage header must not hide the error it came with: the default wait applies.
  const usage = usageSchema.safeParse(tryParseJson(raw));
  if (!usage.success) return undefined;
  const minutes = Object.values(usage.data)
    .flat()
    .map((entry) => entry.estimated_time_to_regain_access ?? 0);
  const longest = Math.max(0, ...minutes);
  return longest > 0 ? longest * 60 : undefined;
}

const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 60;

/** Classifies a Graph API error answer (Facebook Pages, Instagram or Threads) by its real error codes. */
export function graphError(
  response: HttpResponse,
  network: 'facebook' | 'instagram' | 'threads' = 'facebook',
): PlatformError {
  const parsed = graphErrorSchema.safeParse(response.body);
  if (!parsed.success) {
    const kind: PlatformErrorKind = response.status >= 500 || response.status === 0 ? 'transient' : 'content';
    return new PlatformError(network, kind, `unexpected answer (HTTP ${response.status})`, {
      status: response.status,
    });
  }
  const {
    message,
    code,
    error_subcode: subcode,
    is_transient: transient,
    error_user_msg,
  } = parsed.data.error;
  const kind = kindOf(code, subcode, transient === true, response.status);
  const retryAfter =
    kind === 'rate_limited'
      ? (retryAfterSeconds(response.headers) ??
        usageWait(response.headers) ??
        DEFAULT_RATE_LIMIT_WAIT_SECONDS)
      : undefined;
  return new PlatformError(network, kind, error_user_msg ?? message, {
    networkCode: subcode === undefined ? String(code) : `${code}/${subcode}`,
    retryAfterSeconds: retryAfter,
    status: response.status,
  });
}
