import type { FastifyReply } from 'fastify';
import type { FaultKind, FaultProbe } from './faults.js';
import type { NetworkContext } from './network.js';

/** What a call made under the fault store came to: its result, or its answer withheld. */
export type Faulted<T> = { withheld: FastifyReply } | { result: T };

/**
 * Runs one emulated call under the fault store: a fault the network maps to an error answers instead
 * of the call (the error is thrown); `timeout_after_create` lets the call run and withholds its answer.
 */
export async function underFaults<T>(
  context: NetworkContext,
  probe: FaultProbe,
  reply: FastifyReply,
  injected: (kind: FaultKind) => Error | undefined,
  run: () => T | Promise<T>,
): Promise<Faulted<T>> {
  const fault = context.faults.take(probe);
  const error = fault ? injected(fault.kind) : undefined;
  if (error) throw error;
  const result = await run();
  if (fault?.kind === 'timeout_after_create') return { withheld: context.withhold(reply, fault.delay_ms) };
  return { result };
}
