import type { FastifyReply } from 'fastify';
import { OAuthError } from '../../core/oauth-error.js';

export { OAuthError, sendOAuthError } from '../../core/oauth-error.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/**
 * A Google API error: `{"error":{"code","message","errors":[{"message","domain","reason"}],"status"}}`
 * (platforms/youtube.md §8).
 */
export class GoogleError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
    readonly domain = 'youtube.api',
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [{ message: this.message, domain: this.domain, reason: this.reason, ...this.extra }],
        status: STATUS_NAMES[this.code] ?? 'UNKNOWN',
      },
    };
  }
}

export const authError = (): GoogleError =>
  new GoogleError(
    401,
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    'global',
    { location: 'Authorization', locationType: 'header' },
  );

export const insufficientPermissions = (): GoogleError =>
  new GoogleError(
    403,
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
    'global',
  );

export const quotaExceeded = (): GoogleError =>
  new GoogleError(
    403,
    'quotaExceeded',
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    'youtube.quota',
  );

export const rateLimitExceeded = (): GoogleError =>
  new GoogleError(403, 'rateLimitExceeded', 'Rate Limit Exceeded', 'usageLimits');

export const backendError = (): GoogleError =>
  new GoogleError(503, 'backendError', 'The service is currently unavailable.', 'global');

export const badRequest = (reason: string, message: string, domain = 'youtube.api'): GoogleError =>
  new GoogleError(400, reason, message, domain);

export const notFound = (reason: string, message: string, domain = 'youtube.api'): GoogleError =>
  new GoogleError(404, reason, message, domain);

export const forbidden = (reason: string, message: string, domain = 'youtube.api'): GoogleError =>
  new GoogleError(403, reason, message, domain);

/** A required query parameter is missing (`required`, domain global). */
export const missingParameter = (name: string): GoogleError =>
  new GoogleError(400, 'required', `Required parameter: ${name}`, 'global', {
    location: name,
    locationType: 'parameter',
  });

export const invalidParameter = (name: string, message: string): GoogleError =>
  new GoogleError(400, 'invalidParameter', message, 'global', { location: name, locationType: 'parameter' });

export function sendGoogleError(reply: FastifyReply, error: GoogleError): FastifyReply {
  return reply.code(error.code).send(error.body());
}

export const invalidGrant = (description = 'Bad Request'): OAuthError =>
  new OAuthError(400, 'invalid_grant', description);

/** An answer with its own status and headers (upload sessions: 200 + Location, 308 + Range, 204). */
export class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
