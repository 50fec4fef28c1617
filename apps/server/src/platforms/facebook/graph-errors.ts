import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '../errors.js';
import { type HttpResponse, retryAfterSeconds, tryParseJson } from '../http.js';

/** The networks reached through the Graph API and its error shape. */
export type GraphNetwork = 'facebook' | 'instagram' | 'threads' | 'whatsapp';

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_msg: z.string().optional(),
    /** WhatsApp: `{messaging_product, details}` (template management may answer a string instead). */
    error_data: z.unknown().optional(),
  }),
});
const detailsSchema = z.object({ details: z.string() });

const usageSchema = z.record(
  z.string(),
  z.array(z.object({ estimated_time_to_regain_access: z.number().optional() })),
);

/** Codes of the platform reference (facebook.md §9, whatsapp.md §7: throughput, pair rate, WABA limit). */
const RECONNECT_CODES = new Set([102, 190]);
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80006, 80007, 80008, 130429, 131048, 131056]);
/** WhatsApp 131000 "Something went wrong", 131016 "Service unavailable". */
const TRANSIENT_CODES = new Set([1, 2, 131000, 131016]);
const RATE_LIMIT_SUBCODES = new Set([1390008, 2207042]);
/**
 * Media subcodes that a later try may pass: Instagram download timeout, create or upload failed;
 * Threads 4279009, a container published before it is FINISHED.
 */
const TRANSIENT_SUBCODES = new Set([2207003, 2207032, 2207053, 2207082, 4279009]);

function isPermissionCode(code: number): boolean {
  return code === 10 || (code >= 200 && code <= 299);
}

/**
 * Messenger and Instagram Direct refusals by subcode, and what they mean for the person replying:
 * all are 'content' (the outside-window error carries permission code 10, yet reconnecting changes nothing).
 */
const MESSAGING_MEANING: Readonly<Record<number, string>> = {
  2018278:
    'the person last wrote more than 24 hours ago: Messenger and Instagram accept replies only within 24 hours of their last message (the standard messaging window)',
  2018001: 'this person has not written to the account, so it cannot message them',
};

function kindOf(code: number | undefined, subcode: number | undefined, transient: boolean, status: number) {
  if (subcode !== undefined && MESSAGING_MEANING[subcode] !== undefined) return 'content';
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
/** WhatsApp's own waits: throughput frees up within a second, the pair rate allows one message per 6 s. */
const CODE_WAIT_SECONDS: Readonly<Record<number, number>> = { 130429: 1, 131056: 6 };

/**
 * What WhatsApp's codes mean for the person sending (its titles are terse); the network's
 * `error_data.details` follow. Other codes keep the network's message.
 */
const WHATSAPP_MEANING: Readonly<Record<number, string>> = {
  131047:
    'the customer last wrote more than 24 hours ago: outside the 24-hour customer service window WhatsApp only delivers approved template messages',
  131026:
    'the message cannot be delivered to this number (not on WhatsApp, an outdated app, or the business is blocked)',
  132000: 'the template parameters do not match the approved template',
  132001: 'the template does not exist in this language or is not approved',
  130429: 'the phone number reached its message throughput; sending resumes within seconds',
  131056: 'too many messages to the same customer in a short time',
};

function explained(
  network: GraphNetwork,
  code: number | undefined,
  subcode: number | undefined,
  message: string,
  data: unknown,
): string {
  const details = detailsSchema.safeParse(data);
  const meaning =
    (network === 'whatsapp' && code !== undefined ? WHATSAPP_MEANING[code] : undefined) ??
    (subcode === undefined ? undefined : MESSAGING_MEANING[subcode]);
  if (!details.success) return meaning ?? message;
  return `${meaning ?? message} (${details.data.details})`;
}

/** Classifies a Graph API error answer (Facebook Pages, Instagram, Threads, WhatsApp) by its real codes. */
export function graphError(response: HttpResponse, network: GraphNetwork = 'facebook'): PlatformError {
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
    error_data,
  } = parsed.data.error;
  const kind = kindOf(code, subcode, transient === true, response.status);
  const retryAfter =
    kind === 'rate_limited'
      ? (retryAfterSeconds(response.headers) ??
        usageWait(response.headers) ??
        (code === undefined ? undefined : CODE_WAIT_SECONDS[code]) ??
        DEFAULT_RATE_LIMIT_WAIT_SECONDS)
      : undefined;
  return new PlatformError(
    network,
    kind,
    error_user_msg ?? explained(network, code, subcode, message, error_data),
    {
      networkCode: subcode === undefined ? String(code) : `${code}/${subcode}`,
      retryAfterSeconds: retryAfter,
      status: response.status,
    },
  );
}
