import type { FastifyInstance } from 'fastify';
import type { EmulatorClock } from './clock.js';
import type { FaultStore, Withhold } from './faults.js';

/** What the emulator shares with every network. */
export interface NetworkContext {
  /** The current seed (a reset may change it). */
  seed(): number;
  readonly clock: EmulatorClock;
  readonly faults: FaultStore;
  readonly withhold: Withhold;
}

/** One emulated platform API, mounted under its own prefix. */
export interface EmulatedNetwork {
  /** Short name used in /health, fault specs and the control API (`/_emulator/{name}/…`). */
  readonly name: string;
  /** Mount point of the network's public surface, e.g. `/facebook`. */
  readonly prefix: string;
  /** Base URLs the platform adapter should be configured with, relative to the emulator origin. */
  readonly bases: Readonly<Record<string, string>>;
  /** Optional URL rewrite applied before routing (e.g. to drop an API version segment). */
  rewriteUrl?(url: string): string | undefined;
  /** Registers the public API; `app` is already scoped to `prefix`. */
  register(app: FastifyInstance): Promise<void> | void;
  /** Registers test-facing routes; `app` is scoped to `/_emulator/{name}`. */
  registerControl(app: FastifyInstance): Promise<void> | void;
  /** Rebuilds the network's state from the seed. */
  reset(): void;
}

export type NetworkFactory = (context: NetworkContext) => EmulatedNetwork;
