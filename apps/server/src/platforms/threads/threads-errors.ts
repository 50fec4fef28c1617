import { z } from 'zod';
import { PlatformError } from '../errors.js';
import { graphError } from '../facebook/graph-errors.js';
import type { HttpResponse } from '../http.js';

/** The code exchange answers refusals as `{error_type, code, error_message}`, not in the Graph shape. */
const oauthErrorSchema = z.object({
  error_type: z.string(),
  code: z.number(),
  error_message: z.string(),
});

/**
 * Classifies a Threads API answer that was not a success. Threads speaks the Graph error codes
 * (threads.md §7), so the shared Meta classifier decides; only the code exchange's own shape is read
 * here: a refused code (used, expired, another redirect URI) needs the user to authorize again.
 */
export function threadsError(response: HttpResponse): PlatformError {
  const oauth = oauthErrorSchema.safeParse(response.body);
  if (!oauth.success) return graphError(response, 'threads');
  return new PlatformError(
    'threads',
    response.status >= 500 ? 'transient' : 'reconnect',
    oauth.data.error_message,
    {
      networkCode: `${oauth.data.error_type}/${oauth.data.code}`,
      status: response.status,
    },
  );
}
