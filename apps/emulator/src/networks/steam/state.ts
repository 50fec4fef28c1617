import type { ListeningVolume } from '../../core/listening.js';
import { streamRng } from '../../core/prng.js';

/** A game on the store: its reviews before the emulator began, then the ones that arrive. */
export interface SteamApp {
  appid: number;
  name: string;
  /** Reviews written before the world began (counted in the summary, not listed). */
  priorReviews: number;
  priorPositive: number;
}

/** The store's games and how much they are reviewed. */
export interface SteamState {
  seed: number;
  createdAt: number;
  apps: Map<number, SteamApp>;
  /** How many reviews arrive a day (the emulator's listening volume). */
  volume: ListeningVolume;
}

/** The games the emulated store knows out of the box (any other app id has no reviews, as on Steam). */
export const DEFAULT_STEAM_APPS: ReadonlyArray<{ appid: number; name: string }> = [
  { appid: 3_100_010, name: 'Ember Tide' },
  { appid: 3_100_020, name: 'Starfall Odyssey' },
  { appid: 3_100_030, name: 'Neon Rift' },
];

/** An app with a review history fixed by (seed, app id). */
export function storeApp(seed: number, appid: number, name: string): SteamApp {
  const rng = streamRng(seed, 'steam', 'app', appid);
  const priorReviews = rng.int(800, 60_000);
  return { appid, name, priorReviews, priorPositive: Math.round(priorReviews * rng.float(0.55, 0.95)) };
}

/** The store at the seed: its default games, reviewed at the shared listening volume. */
export function createSteamState(seed: number, now: number, volume: ListeningVolume): SteamState {
  const apps = new Map(DEFAULT_STEAM_APPS.map(({ appid, name }) => [appid, storeApp(seed, appid, name)]));
  return { seed, createdAt: now, apps, volume };
}
