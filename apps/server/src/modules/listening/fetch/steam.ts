import type { Config } from '../../../config.js';
import { readSteamReviews } from '../../../platforms/steam/reviews.js';
import { type HeardItem, heardReview } from './items.js';

/**
 * Where Steam's reviews are read: STEAM_URL; else, as for every network without credentials of its
 * own, the emulator's `/steam` while the emulator is on (never the real store from a test or the
 * demo); else the store itself.
 */
export function steamUrl(config: Pick<Config, 'STEAM_URL' | 'EMULATOR' | 'EMULATOR_URL'>) {
  if (config.STEAM_URL) return config.STEAM_URL;
  if (config.EMULATOR !== 'off') return `${config.EMULATOR_URL.replace(/\/$/, '')}/steam`;
  return 'https://store.steampowered.com';
}

/** One page of a game's Steam reviews as items, with the cursor of the next, older page. */
export async function steamPage(
  config: Config,
  appId: number,
  cursor: string | null,
): Promise<{ items: HeardItem[]; oldest: Date | null; next: string | null }> {
  const page = await readSteamReviews(steamUrl(config), appId, cursor, config.PLATFORM_TIMEOUT_MS);
  const items = page.reviews.flatMap((review) => heardReview(appId, review) ?? []);
  const oldest = page.reviews.at(-1)?.createdAt ?? null;
  return { items, oldest, next: page.next };
}
