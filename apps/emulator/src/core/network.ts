import type { FastifyInstance } from 'fastify';
import type { EmulatorClock } from './clock.js';
import type { FaultStore, Withhold } from './faults.js';
import type { ListeningVolume } from './listening.js';

/** What the emulator shares with every network. */
export interface NetworkContext {
  /** The current seed (a reset may change it). */
  seed(): number;
  readonly clock: EmulatorClock;
  readonly faults: FaultStore;
  readonly withhold: Withhold;
  /** How much the networks' public searches find (`/_emulator/listening`). */
  readonly listening: ListeningVolume;
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

/** A network's mutable runtime: `state` is replaced on reset, the context is the emulator's. */
export interface NetworkRuntime<S> {
  state: S;
  readonly context: NetworkContext;
}

/** What every network takes as options: the apps registered with it (its default app otherwise). */
export interface NetworkOptions<A> {
  /** The apps (OAuth clients) registered with the network; its default app when left out. */
  apps?: A[];
}

/** One host a network serves (`www`, `api`…), mounted at `/{network}{path}`. */
export interface NetworkHost<S> {
  /** The name of the base URL the adapter is configured with (listed in /health). */
  base: string;
  path: string;
  /** Whether the host's paths may start with an API version (`/v20.0/…`), which routing ignores. */
  versioned?: boolean;
  register(app: FastifyInstance, rt: NetworkRuntime<S>): Promise<void> | void;
}

export interface NetworkSpec<S> {
  name: string;
  /**
   * The network's state for a seed at `now`: on start, and again on every reset. A state whose world
   * advances by itself (chatter, public posts) may keep what the context shares, e.g. its listening
   * volume.
   */
  create(seed: number, now: number, context: NetworkContext): S;
  hosts: readonly NetworkHost<S>[];
  /** Brings the world up to `now` (arrivals, settling work) before each control request. */
  advance?(state: S, now: number): void;
  /** The test-facing routes under `/_emulator/{name}`. */
  control(app: FastifyInstance, rt: NetworkRuntime<S>): Promise<void> | void;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Drops the version segment that follows a versioned host's path (`/facebook/graph/v20.0/me` → `/facebook/graph/me`). */
function versionRewrite(
  prefix: string,
  paths: readonly string[],
): ((url: string) => string | undefined) | undefined {
  if (paths.length === 0) return undefined;
  const hosts = paths.map((path) => escapeRegExp(path.replace(/^\//, ''))).join('|');
  const versioned = new RegExp(`^${escapeRegExp(prefix)}/(${hosts})/v\\d+(?:\\.\\d+)?(?=/|\\?|$)`);
  return (url) => (versioned.test(url) ? url.replace(versioned, `${prefix}/$1`) : undefined);
}

/**
 * A network from its parts: its state (rebuilt on reset), the hosts it serves and its control routes.
 * The runtime every route reads is created here, so a reset is seen by every host at once.
 */
export function defineNetwork<S>(spec: NetworkSpec<S>): NetworkFactory {
  return (context) => {
    const build = () => spec.create(context.seed(), context.clock.now(), context);
    const rt: NetworkRuntime<S> = { state: build(), context };
    const prefix = `/${spec.name}`;
    const bases = Object.fromEntries(spec.hosts.map((host) => [host.base, `${prefix}${host.path}`]));
    const rewriteUrl = versionRewrite(
      prefix,
      spec.hosts.filter((host) => host.versioned).map((host) => host.path),
    );
    return {
      name: spec.name,
      prefix,
      bases,
      ...(rewriteUrl ? { rewriteUrl } : {}),
      register: async (app) => {
        for (const host of spec.hosts) {
          await app.register(async (scoped) => host.register(scoped, rt), { prefix: host.path });
        }
      },
      registerControl: async (app) => {
        const { advance } = spec;
        if (advance) app.addHook('onRequest', async () => advance(rt.state, context.clock.now()));
        await spec.control(app, rt);
      },
      reset: () => {
        rt.state = build();
      },
    };
  };
}
