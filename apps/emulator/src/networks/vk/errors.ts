import type { FastifyReply } from 'fastify';
import type { Params } from '../../core/params.js';

/** A VK API error, answered with HTTP 200 as `{"error":{error_code, error_msg, request_params}}`. */
export class VkError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const authFailed = (detail = 'invalid access_token (4).'): VkError =>
  new VkError(5, `User authorization failed: ${detail}`);
export const tooManyRequests = (): VkError => new VkError(6, 'Too many requests per second');
export const versionRequired = (): VkError =>
  new VkError(8, 'Invalid request: v (version) is required or not supported');
export const floodControl = (): VkError => new VkError(9, 'Flood control');
export const internalError = (): VkError => new VkError(10, 'Internal server error');
export const captchaNeeded = (sid: string, img: string): VkError =>
  new VkError(14, 'Captcha needed', { captcha_sid: sid, captcha_img: img });
/** A method that needs a user (or service) token, called with a community token. */
export const groupAuthUnavailable = (): VkError =>
  new VkError(27, 'Group authorization failed: method is unavailable with group auth.');
export const accessDenied = (detail?: string): VkError =>
  new VkError(15, detail ? `Access denied: ${detail}` : 'Access denied');
export const invalidParam = (detail: string): VkError =>
  new VkError(100, `One of the parameters specified was missing or invalid: ${detail}`);
export const invalidUserId = (): VkError => new VkError(113, 'Invalid user id');
export const albumDenied = (): VkError => new VkError(200, 'Access to album denied');
export const groupDenied = (): VkError => new VkError(203, 'Access to group denied');
export const commentsDenied = (): VkError => new VkError(213, 'Access to status replies denied');
export const postDenied = (detail?: string): VkError =>
  new VkError(214, detail ? `Access to adding post denied: ${detail}` : 'Access to adding post denied');
export const adRecentlyAdded = (): VkError => new VkError(219, 'Advertisement post was recently added');
export const linksForbidden = (): VkError => new VkError(222, 'Hyperlinks are forbidden');
export const unknownMethod = (): VkError => new VkError(3, 'Unknown method passed');
/** The person has not allowed messages from the community (never wrote to it, or denied them). */
export const messagesNotAllowed = (): VkError =>
  new VkError(901, "Can't send messages for users without permission");

/** The parameters VK echoes in an error: the method, `oauth=1` and every parameter but the token. */
function requestParams(method: string, params: Params) {
  const echoed = Object.entries(params)
    .filter(([name, value]) => name !== 'access_token' && typeof value === 'string')
    .map(([name, value]) => ({ key: name, value: String(value) }));
  return [{ key: 'method', value: method }, { key: 'oauth', value: '1' }, ...echoed];
}

export function sendVkError(reply: FastifyReply, error: VkError, method: string, params: Params) {
  return reply.code(200).send({
    error: {
      error_code: error.code,
      error_msg: error.message,
      request_params: requestParams(method, params),
      ...error.extra,
    },
  });
}
