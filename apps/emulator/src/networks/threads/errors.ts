import type { FastifyReply } from 'fastify';
import { GraphError } from '../facebook/errors.js';

/** Threads answers Graph-style errors; the shapes and generic ones are shared with the Facebook emulator. */
export {
  endpointQuotaError,
  expiredToken,
  GraphError,
  invalidatedToken,
  invalidParam,
  permissionError,
  sendGraphError,
  serverError,
  traceId,
  unknownPath,
  unsupportedRequest,
} from '../facebook/errors.js';

/**
 * What threads_publish answers for a container that is unknown, not this user's or still processing
 * (code 24, subcode 4279009 — clients retry after the container is FINISHED).
 */
export const mediaNotFound = (): GraphError =>
  new GraphError({
    code: 24,
    subcode: 4279009,
    message: 'The requested resource does not exist',
    userTitle: 'Media Not Found',
    userMessage: 'The requested media was not found.',
  });

/** The 250 posts / 1,000 replies per 24 hours publishing quotas. */
export const publishingLimit = (what: 'posts' | 'replies' | 'deletions', total: number): GraphError =>
  new GraphError({
    code: 9,
    subcode: 2207042,
    message: '(#9) Application request limit reached',
    userTitle: 'Publishing limit reached',
    userMessage: `You have reached the maximum of ${total} ${what} allowed through the API in 24 hours.`,
  });

/** The app-user pair's call count (4800 × impressions per rolling 24 hours) is used up. */
export const userRateLimit = (headers: Record<string, string>): GraphError =>
  new GraphError({ code: 17, message: '(#17) User request limit reached', transient: true, headers });

/**
 * The code exchange (`POST /oauth/access_token`) answers errors in the older Instagram-style shape
 * `{error_type, code, error_message}`, not the Graph one.
 */
export class OAuthError extends Error {}

export function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: error.message });
}
