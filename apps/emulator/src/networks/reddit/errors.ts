import type { FastifyReply } from 'fastify';
import { HttpError, sendHttpError } from '../../core/http-error.js';

/** A Reddit answer other than 200: `{"message": "Forbidden", "error": 403}` and the like. */
export class RedditHttpError extends HttpError {
  constructor(
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
    contentType = 'application/json; charset=UTF-8',
  ) {
    super(status, body, headers, contentType);
  }
}

const plain = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  message,
  error: status,
});

export const unauthorized = (): RedditHttpError =>
  new RedditHttpError(401, plain(401, 'Unauthorized'), {
    'www-authenticate': 'Bearer realm="reddit", error="invalid_token"',
  });

/** A missing scope (`insufficient_scope`), or a private, banned or quarantined community (`reason`). */
export const forbidden = (reason?: string): RedditHttpError =>
  new RedditHttpError(403, plain(403, 'Forbidden', reason ? { reason } : {}));

export const notFound = (reason?: string): RedditHttpError =>
  new RedditHttpError(404, plain(404, 'Not Found', reason ? { reason } : {}));

/** 400 of the newer endpoints: `{"explanation", "message": "Bad Request", "reason", "fields"}`. */
export const badRequest = (reason: string, explanation: string, fields: string[]): RedditHttpError =>
  new RedditHttpError(400, { explanation, message: 'Bad Request', reason, fields });

export const tooManyRequests = (headers: Record<string, string>): RedditHttpError =>
  new RedditHttpError(429, plain(429, 'Too Many Requests'), headers);

/** What Reddit's load balancers answer when its servers are busy: an HTML page. */
export const serviceUnavailable = (): RedditHttpError =>
  new RedditHttpError(
    503,
    '<!doctype html><html><head><title>Reddit - Service Unavailable</title></head><body><h1>all of our servers are busy right now</h1><p>please try again in a minute</p></body></html>',
    { 'retry-after': '30' },
    'text/html; charset=UTF-8',
  );

/** `[code, message, field]`, as the `api_type=json` endpoints report what they refused. */
export type ErrorTriple = [string, string, string];

/** Refusals of `api_type=json` endpoints: HTTP 200 with `{"json": {"errors": [[…]]}}`. */
export class ThingErrors extends Error {
  constructor(readonly errors: ErrorTriple[]) {
    super(errors.map(([code, message]) => `${code}: ${message}`).join('; '));
  }
}

export const thingError = (code: string, message: string, field: string): ThingErrors =>
  new ThingErrors([[code, message, field]]);

/** OAuth endpoint errors: Reddit answers `{"error": "invalid_grant"}` with HTTP 200 (bad grants). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly status = 200,
  ) {
    super(error);
  }
}

/** Sends one of the errors above; undefined for anything else. */
export function sendRedditError(reply: FastifyReply, error: unknown): FastifyReply | undefined {
  if (error instanceof RedditHttpError) return sendHttpError(reply, error);
  if (error instanceof ThingErrors) return reply.code(200).send({ json: { errors: error.errors } });
  if (error instanceof OAuthError) {
    return reply
      .code(error.status)
      .send(error.status === 401 ? plain(401, 'Unauthorized') : { error: error.error });
  }
  return undefined;
}
