import type { FastifyReply } from 'fastify';
import type { Rng } from '../../core/prng.js';

export interface GraphErrorInit {
  message: string;
  code: number;
  status?: number;
  subcode?: number;
  type?: string;
  userTitle?: string;
  userMessage?: string;
  transient?: boolean;
  headers?: Record<string, string>;
  /** Rendered as `error_data` (the WhatsApp Cloud API's `{messaging_product, details}`). */
  data?: Record<string, unknown>;
}

/** A Graph API error; rendered as `{error:{message,type,code,error_subcode,…,fbtrace_id}}`. */
export class GraphError extends Error {
  readonly init: GraphErrorInit;

  constructor(init: GraphErrorInit) {
    super(init.message);
    this.init = init;
  }

  get status(): number {
    return this.init.status ?? 400;
  }
}

/** Graph trace ids (`x-fb-trace-id`, `fbtrace_id`), drawn from the state's own stream. */
export function traceId(state: { rng: { trace: Rng } }): string {
  return `A${state.rng.trace.chars(22)}`;
}

export function sendGraphError(reply: FastifyReply, error: GraphError, fbtraceId: string): FastifyReply {
  const { init } = error;
  for (const [name, value] of Object.entries(init.headers ?? {})) reply.header(name, value);
  if (init.code === 190 || init.code === 102) {
    reply.header('www-authenticate', `OAuth "Facebook Platform" "invalid_token" "${init.message}"`);
  }
  return reply.code(error.status).send({
    error: {
      message: init.message,
      type: init.type ?? 'OAuthException',
      code: init.code,
      ...(init.subcode === undefined ? {} : { error_subcode: init.subcode }),
      ...(init.transient === undefined ? {} : { is_transient: init.transient }),
      ...(init.userTitle === undefined ? {} : { error_user_title: init.userTitle }),
      ...(init.userMessage === undefined ? {} : { error_user_msg: init.userMessage }),
      ...(init.data === undefined ? {} : { error_data: init.data }),
      fbtrace_id: fbtraceId,
    },
  });
}

export const invalidParam = (message: string, subcode?: number, userMessage?: string): GraphError =>
  new GraphError({ code: 100, message: `(#100) ${message}`, subcode, userMessage });

export const permissionError = (message: string, code = 200): GraphError =>
  new GraphError({ code, status: 403, message: `(#${code}) ${message}` });

export function unsupportedRequest(method: string, id: string): GraphError {
  const verb = method.toLowerCase() === 'get' ? 'get' : method.toLowerCase() === 'delete' ? 'delete' : 'post';
  return new GraphError({
    code: 100,
    subcode: 33,
    type: 'GraphMethodException',
    message:
      `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing ` +
      'permissions, or does not support this operation. Please read the Graph API documentation at ' +
      'https://developers.facebook.com/docs/graph-api',
  });
}

export const unknownPath = (path: string): GraphError =>
  new GraphError({ code: 2500, message: `Unknown path components: ${path}` });

export const missingToken = (): GraphError =>
  new GraphError({ code: 104, message: 'An access token is required to request this resource.' });

export const badToken = (): GraphError =>
  new GraphError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number): string => String(value).padStart(2, '0');

/** The real message's format: `Tuesday, 01-Jul-26 10:00:00 PDT`. */
function pacific(ms: number): string {
  const d = new Date(ms - 7 * 3_600_000);
  const date = `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCFullYear() % 100)}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${WEEKDAYS[d.getUTCDay()]}, ${date} ${time} PDT`;
}

export function expiredToken(expiresAt: number, now: number): GraphError {
  return new GraphError({
    code: 190,
    subcode: 463,
    message: `Error validating access token: Session has expired on ${pacific(expiresAt)}. The current time is ${pacific(now)}.`,
  });
}

export function invalidatedToken(subcode: number, message: string): GraphError {
  return new GraphError({ code: 190, subcode, message: `Error validating access token: ${message}` });
}

export const serverError = (): GraphError =>
  new GraphError({
    code: 2,
    status: 500,
    transient: true,
    message: 'An unexpected error has occurred. Please retry your request later.',
  });

export function rateLimitError(pageToken: boolean, headers: Record<string, string>): GraphError {
  return pageToken
    ? new GraphError({ code: 32, message: '(#32) Page request limit reached', transient: true, headers })
    : new GraphError({
        code: 4,
        message: '(#4) Application request limit reached',
        transient: true,
        headers,
      });
}

/**
 * An endpoint's own quota is used up (Instagram's 30 hashtags a week, Threads' 2,200 keyword searches
 * a day): Graph code 613, with the Business Use Case header saying when access comes back.
 */
export function endpointQuotaError(
  title: string,
  detail: string,
  headers: Record<string, string>,
): GraphError {
  return new GraphError({
    code: 613,
    message: '(#613) Calls to this api have exceeded the rate limit.',
    userTitle: title,
    userMessage: detail,
    transient: false,
    headers,
  });
}
