import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { FAULT_KINDS, type FaultKind, type FaultStore } from './faults.js';
import type { EmulatedNetwork, NetworkContext } from './network.js';
import { asRecord as bodyOf, type Params, str } from './params.js';

interface ControlDeps {
  context: NetworkContext;
  networks: readonly EmulatedNetwork[];
  setSeed(seed: number): void;
}

function fail(reply: FastifyReply, message: string, status = 400): FastifyReply {
  return reply.code(status).send({ error: message });
}

function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

function registerFaultRoutes(app: FastifyInstance, faults: FaultStore, names: readonly string[]): void {
  app.get('/faults', async () => ({ faults: faults.list() }));
  app.post('/faults', async (request, reply) => {
    const body = bodyOf(request.body);
    const { network, match, method, kind, times, delay_ms } = body;
    if (typeof network !== 'string' || !names.includes(network)) {
      return fail(reply, `network must be one of: ${names.join(', ')}`);
    }
    if (!isFaultKind(kind)) return fail(reply, `kind must be one of: ${FAULT_KINDS.join(', ')}`);
    if (match !== undefined && typeof match !== 'string') return fail(reply, 'match must be a string');
    if (method !== undefined && typeof method !== 'string') return fail(reply, 'method must be a string');
    if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
      return fail(reply, 'times must be an integer ≥ 1');
    }
    if (delay_ms !== undefined && (typeof delay_ms !== 'number' || delay_ms < 0)) {
      return fail(reply, 'delay_ms must be a number ≥ 0');
    }
    const fault = faults.add({ network, match, method, kind, times, delay_ms });
    return reply.code(201).send(fault);
  });
  app.delete('/faults', async (request) => {
    const network = (request.query as Record<string, string | undefined>).network;
    faults.clear(network);
    return { ok: true };
  });
  app.delete<{ Params: { id: string } }>('/faults/:id', async (request, reply) =>
    faults.remove(request.params.id) ? { ok: true } : fail(reply, 'no such fault', 404),
  );
}

/** A token the control API can revoke. */
export interface RevocableToken {
  value: string;
  revoked: boolean;
}

export interface TokenInvalidation<T extends RevocableToken> {
  tokens: () => Iterable<T>;
  /** Revokes one token, as the network does when the person disconnects the app. */
  revoke: (token: T, body: Params) => void;
  /** Narrows the choice beyond `token` (e.g. by `user_id`); every live token passes unless given. */
  matches?: (token: T, body: Params) => boolean;
}

/**
 * `POST /tokens/invalidate` of a network's control API: revokes the live token named by `token`, or
 * every live one the network's filter lets through; answers `{ invalidated: <count> }`.
 */
export function registerTokenInvalidation<T extends RevocableToken>(
  app: FastifyInstance,
  invalidation: TokenInvalidation<T>,
): void {
  app.post('/tokens/invalidate', async (request) => {
    const body = bodyOf(request.body);
    const only = str(body, 'token');
    let count = 0;
    for (const token of invalidation.tokens()) {
      if (token.revoked || (only && token.value !== only)) continue;
      if (invalidation.matches && !invalidation.matches(token, body)) continue;
      invalidation.revoke(token, body);
      count += 1;
    }
    return { invalidated: count };
  });
}

/** The test-facing control API under `/_emulator`: reset, clock, faults, and each network's own routes. */
export async function registerControl(app: FastifyInstance, deps: ControlDeps): Promise<void> {
  const { context, networks } = deps;
  const names = networks.map((network) => network.name);

  app.post('/reset', async (request, reply) => {
    const { network, seed } = bodyOf(request.body);
    if (seed !== undefined) {
      if (typeof seed !== 'number' || !Number.isInteger(seed)) return fail(reply, 'seed must be an integer');
      deps.setSeed(seed);
    }
    if (network !== undefined) {
      const target = networks.find((candidate) => candidate.name === network);
      if (!target) return fail(reply, `network must be one of: ${names.join(', ')}`);
      context.faults.clear(target.name);
      target.reset();
    } else {
      context.clock.reset();
      context.faults.clear();
      for (const target of networks) target.reset();
    }
    return { ok: true, seed: context.seed(), clock: context.clock.describe() };
  });

  app.get('/clock', async () => context.clock.describe());
  app.post('/clock', async (request, reply) => {
    const { advance_seconds } = bodyOf(request.body);
    if (typeof advance_seconds !== 'number' || !Number.isFinite(advance_seconds) || advance_seconds < 0) {
      return fail(reply, 'advance_seconds must be a number ≥ 0');
    }
    context.clock.advance(advance_seconds);
    return context.clock.describe();
  });

  registerFaultRoutes(app, context.faults, names);

  for (const network of networks) {
    const plugin: FastifyPluginAsync = async (scoped) => {
      await network.registerControl(scoped);
    };
    await app.register(plugin, { prefix: `/${network.name}` });
  }
}
