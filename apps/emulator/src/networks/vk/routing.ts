import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { asRecord, type Params, str } from '../../core/params.js';
import { rawToken } from '../facebook/tokens.js';
import {
  authFailed,
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
export interface VkRuntime {
  state: VkState;
  readonly context: NetworkContext;
}

export interface VkCall {
  state: VkState;
  now: number;
  /** Query string and form body in one bag (VK ignores JSON bodies). */
  params: Params;
  caller: Caller;
  request: FastifyRequest;
}

export interface MethodDef {
  /** The API method, e.g. `wall.post`: also its fault-matching name. */
  name: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** Posts and comments count towards the captcha threshold. */
  write?: boolean;
  handler(call: VkCall): unknown;
}

function injected(kind: FaultKind): VkError | undefined {
  if (kind === 'server_error') return internalError();
  if (kind === 'rate_limit') return tooManyRequests();
  if (kind === 'expired_token') return authFailed('access_token has expired.');
  return undefined;
}

/** Query and urlencoded or multipart body; a JSON body is not read, as on VK. */
export function vkParams(request: FastifyRequest): Params {
  const json = (request.headers['content-type'] ?? '').includes('json');
  return { ...asRecord(request.query), ...(json ? {} : asRecord(request.body)) };
}

async function run(rt: VkRuntime, def: MethodDef, request: FastifyRequest, reply: FastifyReply) {
  const { state, context } = rt;
  const now = context.clock.now();
  advanceWorld(state, now);
  const params = vkParams(request);
  try {
    const fault = context.faults.take(requestProbe('vk', request, [def.name, ...(def.aliases ?? [])]));
    const error = fault ? injected(fault.kind) : undefined;
    if (error) throw error;
    if (!/^5\.\d+$/.test(str(params, 'v') ?? '')) throw versionRequired();
    const caller = authenticate(state, rawToken(params, request.headers), now);
    countRequest(state, caller.token, Date.now());
    if (def.write) countWrite(state, caller.token, params, now);
    const response = await def.handler({ state, now, params, caller, request });
    if (fault?.kind === 'timeout_after_create') return context.withhold(reply, fault.delay_ms);
    return reply.send({ response });
  } catch (error) {
    if (error instanceof VkError) return sendVkError(reply, error, def.name, params);
    throw error;
  }
}

/** `GET|POST /method/<name>` (api.vk.com): every method answers HTTP 200 with `response` or `error`. */
export function registerMethods(app: FastifyInstance, rt: VkRuntime, defs: readonly MethodDef[]): void {
  const byName = new Map(defs.map((def) => [def.name, def]));
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/method/:name',
    handler: async (request, reply) => {
      const def = byName.get(request.params.name);
      if (def) return run(rt, def, request, reply);
      return sendVkError(reply, unknownMethod(), request.params.name, vkParams(request));
    },
  });
}
