import { type Rng, streamRng } from './prng.js';

/** How every network's state starts: the seed it was built from, when, and its registered apps by id. */
export function stateBase<App>(seed: number, now: number, apps: readonly App[], idOf: (app: App) => string) {
  return { seed, createdAt: now, apps: new Map(apps.map((app) => [idOf(app), { ...app }])) };
}

/** The random streams every network draws ids and tokens from, independent of each other. */
export function grantStreams(seed: number, network: string): { ids: Rng; tokens: Rng } {
  return { ids: streamRng(seed, network, 'ids'), tokens: streamRng(seed, network, 'tokens') };
}

/** Items by their id. */
export const byId = <K, T extends { id: K }>(items: readonly T[]): Map<K, T> =>
  new Map(items.map((item) => [item.id, item]));

/** The people of a network: who signs in on the consent page, the others, and everyone by id. */
export interface People<U, K = string> {
  user: U;
  /** The other people of the network, who reply, mention and write to the account. */
  visitors: U[];
  users: Map<K, U>;
}

/** A world whose planned arrivals (replies, mentions, messages) materialise as the clock moves. */
export interface ArrivingWorld {
  /** How many of each plan's arrivals have materialised, by plan key. */
  arrived: Map<string, number>;
}
