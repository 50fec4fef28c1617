import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { streamRng } from '../../core/prng.js';
import { invalidParam } from './errors.js';
import { rememberPublicPage } from './public-pages.js';
import { type FbRuntime, graphRoute } from './routing.js';

const PLACES = ['Arena', 'Esports Hall', 'Game Bar', 'Convention Center', 'Stadium', 'Café'];
const CITIES: ReadonlyArray<[string, string, number, number]> = [
  ['Seoul', 'South Korea', 37.5665, 126.978],
  ['Tokyo', 'Japan', 35.6762, 139.6503],
  ['Shanghai', 'China', 31.2304, 121.4737],
  ['Los Angeles', 'United States', 34.0522, -118.2437],
  ['Berlin', 'Germany', 52.52, 13.405],
  ['São Paulo', 'Brazil', -23.5505, -46.6333],
];

/**
 * `GET /pages/search?q=` (Page Public Metadata Access): public Pages and places matching a query,
 * deterministic from the seed and the query. Instagram location ids are such Page ids. The Pages
 * found become readable public Pages (`public-pages.ts`) that post about the query.
 */
export function registerPageSearch(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'GET',
    url: '/pages/search',
    operation: 'pages.search',
    handler: (call) => {
      const query = str(call.params, 'q')?.trim();
      if (!query) throw invalidParam('(#100) The parameter q is required');
      const rng = streamRng(call.state.seed, 'pages-search', query.toLowerCase());
      const title = query.charAt(0).toUpperCase() + query.slice(1);
      const data = PLACES.map((place) => {
        const [city, country, latitude, longitude] = rng.pick(CITIES);
        const id = String(100_000_000_000_000 + rng.int(0, 899_999_999_999_999));
        return {
          id,
          name: `${title} ${place} ${city}`,
          link: `https://www.facebook.com/${id}`,
          location: { city, country, latitude, longitude },
          verification_status: rng.next() < 0.3 ? 'blue_verified' : 'not_verified',
        };
      });
      for (const page of data) rememberPublicPage(call.state, page, query);
      return { data };
    },
  });
}
