import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const FAULT_KINDS = ['expired_token', 'rate_limit', 'timeout_after_create', 'server_error'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  network: string;
  // Which requests: an operation name (`feed.create`, `photos.*`, `publish`…) or, if it contains a `/`,
  // a path pattern (`*` = within one path segment, `**` = across segments, e.g. `**/feed`) matched
  // against the request path with and without the API version. Omitted: every request of the network.
  match?: string;
  /** Only this HTTP method (optional). */
  method?: string;
  kind: FaultKind;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** timeout_after_create: how long the response is withheld before the connection is closed (default 30 s). */
  delay_ms?: number;
}

export interface Fault {
  id: string;
  network: string;
  match: string | null;
  method: string | null;
  kind: FaultKind;
  remaining: number;
  delay_ms: number;
  hits: number;
}

/** What a network tells the store about a request so that faults can be matched against it. */
export interface FaultProbe {
  network: string;
  method: string;
  /** Request paths without query string (e.g. with and without the version segment). */
  paths: readonly string[];
  /** The route's operation names (e.g. `feed.create` and its alias `publish`). */
  operations: readonly string[];
}

/** The probe for a request: its path as sent and as routed (after any URL rewrite). */
export function requestProbe(
  network: string,
  request: FastifyRequest,
  operations: readonly string[],
): FaultProbe {
  return {
    network,
    method: request.method,
    paths: [request.originalUrl.split('?')[0] ?? '', request.url.split('?')[0] ?? ''],
    operations,
  };
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'));
  return new RegExp(`^${source}$`);
}

function matches(fault: Fault, probe: FaultProbe): boolean {
  if (fault.network !== probe.network) return false;
  if (fault.method && fault.method.toUpperCase() !== probe.method.toUpperCase()) return false;
  if (!fault.match) return true;
  const re = globToRegExp(fault.match);
  const candidates = fault.match.includes('/') ? probe.paths : probe.operations;
  return candidates.some((candidate) => re.test(candidate));
}

export class FaultStore {
  private faults: Fault[] = [];
  private counter = 0;

  add(spec: FaultSpec): Fault {
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new RangeError('times must be an integer ≥ 1');
    this.counter += 1;
    const fault: Fault = {
      id: `fault-${this.counter}`,
      network: spec.network,
      match: spec.match ?? null,
      method: spec.method ?? null,
      kind: spec.kind,
      remaining: times,
      delay_ms: spec.delay_ms ?? 30_000,
      hits: 0,
    };
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(network?: string): void {
    this.faults = network ? this.faults.filter((fault) => fault.network !== network) : [];
  }

  /** The first armed fault matching the request, consumed by one use. */
  take(probe: FaultProbe): Fault | undefined {
    const fault = this.faults.find((candidate) => matches(candidate, probe));
    if (!fault) return undefined;
    fault.remaining -= 1;
    fault.hits += 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }
}

/** Never answers: after `delayMs` the connection is closed without a response (a lost reply). */
export type Withhold = (reply: FastifyReply, delayMs: number) => FastifyReply;

export function createWithhold(app: FastifyInstance): Withhold {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  return (reply, delayMs) => {
    reply.hijack();
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply.raw.destroy();
    }, delayMs);
    timer.unref();
    timers.add(timer);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
    return reply;
  };
}
