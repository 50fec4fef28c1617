import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { FAULT_KINDS, type FaultKind, type FaultStore } from './faults.js';
import type { EmulatedNetwork, NetworkContext } from './network.js';
import { asRecord as bodyOf, type Params, str } from './params.js';

interface ControlDeps {
  context: NetworkContext;
  networks: readonly EmulatedNetwork[];
  setSeed(seed: number): void;
}

/** A control API refusal: `{ "error": message }` with a 400 unless told. */
export function fail(reply: FastifyReply, message: string, status = 400): FastifyReply {
  return reply.code(status).send({ error: message });
}

/** A whole number ≥ 0, as every limit the control API sets is. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The changes a `POST /limits` body asks for, each a count ≥ 0 by a name the network knows; the
 * first problem as the control API words it (`unknown limit x; one of: …`) otherwise.
 */
export function countChanges(
  entries: Iterable<[string, unknown]>,
  known: readonly string[],
  noun: 'limit' | 'operation',
): { changes: Array<[string, number]> } | { problem: string } {
  const changes: Array<[string, number]> = [];
  for (const [name, value] of entries) {
    if (!known.includes(name)) return { problem: `unknown ${noun} ${name}; one of: ${known.join(', ')}` };
    if (!isCount(value)) return { problem: `${name} must be an integer ≥ 0` };
    changes.push([name, value]);
  }
  return { changes };
}

export interface CountLimits<L extends object> {
  /** The network's current limits, changed in place. */
  limits(): L;
  defaults: Readonly<L>;
  /** What the body's keys name: a limit, or the operation a limit is counted for. */
  noun: 'limit' | 'operation';
  /** Whether the changes may also come wrapped as `{ "limits": {…} }`. */
  wrapped?: boolean;
  /** `reset_windows: true`: forgets what the windows counted so far. */
  resetWindows(): void;
}

/** `GET /limits` and `POST /limits` of a network whose limits are counts by name. */
export function registerCountLimits<L extends object>(app: FastifyInstance, spec: CountLimits<L>): void {
  app.get('/limits', async () => ({ limits: spec.limits(), defaults: spec.defaults }));
  app.post('/limits', async (request, reply) => {
    const body = bodyOf(request.body);
    const source = spec.wrapped && body.limits !== undefined ? bodyOf(body.limits) : body;
    const entries = Object.entries(source).filter(([name]) => name !== 'reset_windows');
    const checked = countChanges(entries, Object.keys(spec.defaults), spec.noun);
    if ('problem' in checked) return fail(reply, checked.problem);
    const limits = Object.assign(spec.limits(), Object.fromEntries(checked.changes));
    if (body.reset_windows === true) spec.resetWindows();
    return { limits };
  });
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
  /**
   * Revokes one token, as the network does when the person disconnects the app. A number answered is
   * how many tokens that ended (a whole grant); anything else counts the one.
   */
  revoke: (token: T, body: Params) => unknown;
  /** Narrows the choice beyond `token` (e.g. by `user_id`); every live token passes unless given. */
  matches?: (token: T, body: Params) => boolean;
}

/**
 * `POST /tokens/invalidate` of a network's control API: revokes the live token named by `token`, or
 * every live one the network's filter lets through; answers `{ invalidated: <count> }`.
 */
function registerTokenInvalidation<T extends RevocableToken>(
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
      const ended = invalidation.revoke(token, body);
      count += typeof ended === 'number' ? ended : 1;
    }
    return { invalidated: count };
  });
}

export interface GrantControl<T extends RevocableToken> extends TokenInvalidation<T> {
  /** How `GET /tokens` shows a token. */
  view(token: T): object;
}

/** `GET /tokens` (every token the network issued) and `POST /tokens/invalidate`. */
export function registerGrantControl<T extends RevocableToken>(
  app: FastifyInstance,
  control: GrantControl<T>,
): void {
  app.get('/tokens', async () => ({ data: [...control.tokens()].map((token) => control.view(token)) }));
  registerTokenInvalidation(app, control);
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
      context.listening.reset();
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
