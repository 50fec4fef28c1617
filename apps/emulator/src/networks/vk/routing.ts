import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NetworkRuntime } from '../../core/network.js';
import { asRecord, type Params, str } from '../../core/params.js';
import { type Arrival, createRouter, type Route } from '../../core/route-kit.js';
import { rawToken } from '../facebook/tokens.js';
import {
  authFailed,
  groupAuthUnavailable,
  internalError,
  sendVkError,
  tooManyRequests,
  unknownMethod,
  VkError,
  versionRequired,
} from './errors.js';
import { countRequest, countWrite } from './limits.js';
import { authenticate, type Caller } from './tokens.js';
import type { VkState } from './types.js';
import { advanceWorld } from './world.js';

/** The VK network's mutable runtime: `state` is replaced on reset. */
export type VkRuntime = NetworkRuntime<VkState>;

interface VkRequest extends Arrival<VkState> {
  /** Query string and form body in one bag (VK ignores JSON bodies). */
  params: Params;
}

export interface VkCall extends VkRequest {
  caller: Caller;
}

export interface MethodDef {
  /** The API method, e.g. `wall.post`: also its fault-matching name. */
  name: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** Posts and comments count towards the captcha threshold. */
  write?: boolean;
  /**
   * The method takes a user (or service) token only: a community token is refused with error 27. A
   * function decides by the parameters (VK lets a text-only wall.post through with group auth).
   */
  userAuth?: boolean | ((params: Params) => boolean);
  handler(call: VkCall): unknown;
}

/** Query and urlencoded or multipart body; a JSON body is not read, as on VK. */
export function vkParams(request: FastifyRequest): Params {
  const json = (request.headers['content-type'] ?? '').includes('json');
  return { ...asRecord(request.query), ...(json ? {} : asRecord(request.body)) };
}

const router = createRouter<VkState, VkRequest, Route<never>, 'method'>({
  network: 'vk',
  advance: advanceWorld,
  call: (arrival) => ({ ...arrival, params: vkParams(arrival.request) }),
  fault: (fault) => {
    if (fault === 'server_error') return internalError();
    if (fault === 'rate_limit') return tooManyRequests();
    return authFailed('access_token has expired.');
  },
  // Every method answers HTTP 200, with `response` or (see sendVkError) `error`.
  send: (reply, response) => reply.send({ response }),
  sendError: (reply, error, { request }, route) =>
    error instanceof VkError ? sendVkError(reply, error, route.operation, vkParams(request)) : undefined,
});

/** Whether the method refuses a community token for these parameters. */
const userOnly = (def: MethodDef, params: Params): boolean =>
  typeof def.userAuth === 'function' ? def.userAuth(params) : def.userAuth === true;

/** The version, the token and its kind, then the per-second and (for writes) captcha counts, in VK's order. */
function admit(def: MethodDef) {
  return (call: VkRequest): VkCall => {
    const { state, params, request, now } = call;
    if (!/^5\.\d+$/.test(str(params, 'v') ?? '')) throw versionRequired();
    const caller = authenticate(state, rawToken(params, request.headers), now);
    if (caller.token.kind === 'group' && userOnly(def, params)) throw groupAuthUnavailable();
    countRequest(state, caller.token, Date.now());
    if (def.write) countWrite(state, caller.token, params, now);
    return { ...call, caller };
  };
}

/** `GET|POST /method/<name>` (api.vk.com): every method answers HTTP 200 with `response` or `error`. */
export function registerMethods(app: FastifyInstance, rt: VkRuntime, defs: readonly MethodDef[]): void {
  const byName = new Map(
    defs.map((def) => {
      const route = {
        method: ['GET', 'POST'] as const,
        url: '/method/:name',
        operation: def.name,
        ...(def.aliases ? { aliases: def.aliases } : {}),
        handler: def.handler,
      };
      return [def.name, { route, admit: admit(def) }];
    }),
  );
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/method/:name',
    handler: async (request, reply) => {
      const found = byName.get(request.params.name);
      if (found) return router.run(rt, found.route, 'method', found.admit, request, reply);
      return sendVkError(reply, unknownMethod(), request.params.name, vkParams(request));
    },
  });
}
