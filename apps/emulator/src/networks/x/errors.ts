import { HttpError, sendHttpError } from '../../core/http-error.js';
import { OAuthError } from '../../core/oauth-error.js';

export { OAuthError, sendOAuthError } from '../../core/oauth-error.js';

type Body = Record<string, unknown>;

/** An X API v2 error response (RFC 7807 problem, or the `errors[]` shape of invalid requests). */
export class XProblem extends HttpError {
  constructor(status: number, body: Body, headers: Record<string, string> = {}) {
    const detail = typeof body.detail === 'string' ? body.detail : undefined;
    super(status, body, headers, 'application/problem+json', detail);
  }
}

const blank = (status: number, title: string, detail = title, headers?: Record<string, string>) =>
  new XProblem(status, { title, detail, type: 'about:blank', status }, headers);

export const unauthorized = (): XProblem => blank(401, 'Unauthorized');

/** Missing scope, or an action on someone else's behalf. */
export const forbidden = (detail = 'Forbidden'): XProblem => blank(403, 'Forbidden', detail);

export const tooManyRequests = (headers: Record<string, string>): XProblem =>
  blank(429, 'Too Many Requests', 'Too Many Requests', headers);

export const serviceUnavailable = (): XProblem => blank(503, 'Service Unavailable');

/** X's edge refuses a request body over its limit (an APPEND segment over 1 MB) before the API sees it. */
export const payloadTooLarge = (): XProblem => blank(413, 'Payload Too Large', 'Request Entity Too Large');

export const duplicateContent = (): XProblem =>
  forbidden('You are not allowed to create a Tweet with duplicate content.');

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** 402: the app's pay-per-use credits are spent; nothing is served until more are bought. */
export const creditsDepleted = (): XProblem =>
  new XProblem(402, {
    title: 'CreditsDepleted',
    detail: 'Your enrolled account does not have any credits to fulfill this request.',
    type: `${PROBLEMS}/credits-depleted`,
    status: 402,
  });

/** 400 with the parameter that was wrong, as v2 reports request validation failures. */
export function invalidRequest(message: string, parameter?: string, values: string[] = []): XProblem {
  return new XProblem(400, {
    errors: [{ parameters: parameter ? { [parameter]: values } : {}, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: `${PROBLEMS}/invalid-request`,
  });
}

/** A `404`-like error reported inside a 200 response (`errors[]` beside `data`). */
export function notFoundEntry(resourceType: 'tweet' | 'user' | 'media', parameter: string, value: string) {
  return {
    value,
    detail: `Could not find ${resourceType} with ${parameter}: [${value}].`,
    title: 'Not Found Error',
    resource_type: resourceType,
    parameter,
    resource_id: value,
    type: `${PROBLEMS}/resource-not-found`,
  };
}

export function fieldAuthorizationEntry(field: string, tweetId: string) {
  return {
    value: tweetId,
    detail: `Sorry, you are not authorized to access '${field}' on the Tweet with ids: ${tweetId}.`,
    title: 'Field Authorization Error',
    resource_type: 'tweet',
    field,
    parameter: 'tweet.fields',
    resource_id: tweetId,
    section: 'data',
    type: `${PROBLEMS}/not-authorized-for-field`,
  };
}

export const sendProblem = sendHttpError;

export const missingParameter = (name: string): OAuthError =>
  new OAuthError(400, 'invalid_request', `Missing required parameter [${name}].`);

export const invalidValue = (what: 'authorization code' | 'token'): OAuthError =>
  new OAuthError(400, 'invalid_request', `Value passed for the ${what} was invalid.`);

export const badClient = (): OAuthError =>
  new OAuthError(401, 'unauthorized_client', 'Missing valid authorization header');
