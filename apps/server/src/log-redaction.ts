import { pino } from 'pino';

const CENSOR = '[redacted]';
/** Keys whose values are secrets wherever they appear: credentials, hashes, query parameters. */
const SECRET_KEY =
  /pass(word)?|secret|token|authori[sz]ation|cookie|signature|credential|hash$|^params$|^parameters$/i;
/** OAuth codes are long strings; error codes (numbers, SQLSTATE's five characters) stay readable. */
const LONG_CODE = 12;
/** Secrets that travel in URLs (an OAuth callback's code, a signed link's token). */
const SECRET_QUERY = /([?&](?:code|token|access_token|refresh_token|state|signature|sig|key)=)[^&#\s]+/gi;
const MAX_DEPTH = 8;

function secretEntry(key: string, value: unknown): boolean {
  if (SECRET_KEY.test(key)) return true;
  return key === 'code' && typeof value === 'string' && value.length > LONG_CODE;
}

/**
 * A copy of a log line's object with every secret replaced, at any depth: the one redaction list of
 * the server. Errors are left to the error serializer, which scrubs what it makes of them.
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(SECRET_QUERY, `$1${CENSOR}`);
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || value instanceof Error)
    return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretEntry(key, item) ? CENSOR : scrub(item, depth + 1),
    ]),
  );
}

/** pino's error serializer, then scrubbed: a failed query's parameters never reach the log. */
export function scrubbedError(error: Error): unknown {
  return scrub({ ...pino.stdSerializers.err(error) });
}
