import { defineNetwork, type NetworkFactory } from '../../core/network.js';
import { registerSteamControl } from './control.js';
import { registerReviews } from './routes.js';
import { createSteamState, type SteamState } from './state.js';

export { DEFAULT_STEAM_APPS } from './state.js';

/**
 * The Steam store's public review API, under `/steam` (store.steampowered.com): `GET
 * /steam/appreviews/{appid}?json=1&filter=recent&language=all&cursor=*&num_per_page=100` answers
 * `{success, query_summary, reviews[], cursor}` in Steam's shape. No key and no sign-in, as on Steam.
 */
export function steamNetwork(): NetworkFactory {
  return defineNetwork<SteamState>({
    name: 'steam',
    create: (seed, now, context) => createSteamState(seed, now, context.listening),
    hosts: [{ base: 'store', path: '', register: registerReviews }],
    control: registerSteamControl,
  });
}
