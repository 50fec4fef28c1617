import type { FastifyReply } from 'fastify';
import { OAuthError, sendOAuthError as sendOAuth2Error } from '../../core/oauth-error.js';
import type { TiktokState } from './types.js';

export { OAuthError };

/** An Open API failure: `{data:{}, error:{code, message, log_id}}` with its HTTP status. */
export class TiktokApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const tokenInvalid = (): TiktokApiError =>
  new TiktokApiError(
    401,
    'access_token_invalid',
    'The access token is invalid or not found in the request. Please refresh the token and retry.',
  );

export const scopeNotAuthorized = (scope: string): TiktokApiError =>
  new TiktokApiError(
    401,
    'scope_not_authorized',
    `The user did not authorize the scope required for completing this request (${scope}).`,
  );

export const scopePermissionMissed = (field: string, scope: string): TiktokApiError =>
  new TiktokApiError(
    401,
    'scope_permission_missed',
    `The field ${field} needs the scope ${scope}, which the user did not authorize.`,
  );

export const rateLimited = (): TiktokApiError =>
  new TiktokApiError(429, 'rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.');

export const internalError = (): TiktokApiError =>
  new TiktokApiError(500, 'internal_error', 'Something went wrong. Please try again later.');

export const invalidParams = (message: string): TiktokApiError =>
  new TiktokApiError(400, 'invalid_params', message);

/** Policy refusals of the Content Posting API (403). */
export const forbidden = (code: string, message: string): TiktokApiError =>
  new TiktokApiError(403, code, message);

/** Log ids look like TikTok's: the UTC time to the second, then 20 hexadecimal digits. */
export function logId(state: TiktokState, now: number): string {
  const time = new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${time}${state.rng.logs.chars(20, '0123456789ABCDEF')}`;
}

/** The Open API envelope of a success. */
export function envelope(state: TiktokState, now: number, data: unknown) {
  return { data, error: { code: 'ok', message: '', log_id: logId(state, now) } };
}

export function sendApiError(reply: FastifyReply, state: TiktokState, now: number, error: TiktokApiError) {
  return reply
    .code(error.status)
    .send({ data: {}, error: { code: error.code, message: error.message, log_id: logId(state, now) } });
}

export const invalidRequest = (description: string): OAuthError =>
  new OAuthError(400, 'invalid_request', description);

export const invalidGrant = (description: string): OAuthError =>
  new OAuthError(400, 'invalid_grant', description);

export const invalidClient = (): OAuthError =>
  new OAuthError(401, 'invalid_client', 'Client key or secret is incorrect.');

/** An OAuth endpoint failure carries a log id too: `{error, error_description, log_id}`. */
export function sendOAuthError(reply: FastifyReply, state: TiktokState, now: number, error: OAuthError) {
  return sendOAuth2Error(reply, error, { log_id: logId(state, now) });
}
