import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { type Params, str } from '../../core/params.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { CHATTER, CHATTER_TAILS } from '../x/seed-data.js';
import { invalidParam } from './errors.js';
import { listOf } from './media.js';
import { postMetricsAt } from './metrics.js';
import { type ThAuthedCall, type ThRuntime, threadsRoute } from './routing.js';
import { addPost, postsWhere } from './state.js';
import type { ThLocation, ThPost, ThState } from './types.js';
import { locationSpec, nodeView } from './views.js';

const oneOf = (params: Params, name: string, values: readonly string[], fallback: string): string => {
  const value = (str(params, name) ?? fallback).toUpperCase();
  if (!values.includes(value)) throw invalidParam(`Param ${name} must be one of {${values.join(', ')}}`);
  return value;
};

/** What others posted about a query, generated once per (seed, mode, query): search is deterministic. */
function publicPosts(state: ThState, wanted: string): ThPost[] {
  const key = wanted.toLowerCase();
  let ids = state.searches.get(key);
  if (!ids) {
    const rng = streamRng(state.seed, 'threads', 'search', key);
    ids = Array.from({ length: rng.int(4, 18) }, () => {
      const image = rng.chance(0.2);
      return addPost(
        state,
        {
          ownerId: rng.pick(state.visitors).id,
          type: image ? 'IMAGE' : 'TEXT_POST',
          text: `${rng.pick(CHATTER)} ${wanted} ${rng.pick(CHATTER_TAILS)}`,
          createdAt: Math.round(state.createdAt - rng.float(0.05, 6.5) * DAY),
          mediaUrl: image
            ? `https://scontent.cdninstagram.com/v/t51.2885-15/${rng.digits(11)}_n.jpg`
            : undefined,
          isCarouselItem: false,
          replyControl: 'everyone',
          origin: 'public',
        },
        rng,
      ).id;
    });
    state.searches.set(key, ids);
  }
  return ids.flatMap((id) => state.posts.get(id) ?? []);
}

/**
 * `GET /keyword_search`: the account's own matching posts, plus public ones once the app holds
 * threads_keyword_search; TOP orders by engagement, RECENT by time.
 */
function keywordSearch(call: ThAuthedCall) {
  const { state, params, now } = call;
  const q = str(params, 'q')?.trim();
  if (!q) throw invalidParam('The parameter q is required');
  const type = oneOf(params, 'search_type', ['TOP', 'RECENT'], 'TOP');
  const mode = oneOf(params, 'search_mode', ['KEYWORD', 'TAG'], 'KEYWORD');
  const mediaType = str(params, 'media_type') && oneOf(params, 'media_type', ['TEXT', 'IMAGE', 'VIDEO'], '');
  const author = str(params, 'author_username')?.replace(/^@/, '').toLowerCase();
  const wanted = mode === 'TAG' ? `#${q.replace(/^#/, '')}` : q;
  const own = postsWhere(state, now, (post) => post.ownerId === call.user.id && !post.isCarouselItem);
  const found = [
    ...own.filter((post) => post.text?.toLowerCase().includes(wanted.toLowerCase())),
    ...(call.token.scopes.includes('threads_keyword_search') ? publicPosts(state, wanted) : []),
  ].filter(
    (post) =>
      (!mediaType || post.type === (mediaType === 'TEXT' ? 'TEXT_POST' : mediaType)) &&
      (!author || state.users.get(post.ownerId)?.username === author) &&
      !post.deleted,
  );
  const score = (post: ThPost) => postMetricsAt(state, post, now).likes;
  found.sort((a, b) => (type === 'TOP' ? score(b) - score(a) : 0) || b.createdAt - a.createdAt);
  return listOf(call, found);
}

const VENUES = ['Arena', 'Game Store', 'Esports Bar', 'Convention Center', 'Arcade', 'Café', 'Stadium'];
const CITIES = [
  { city: 'Los Angeles', country: 'US', lat: 34.05, lng: -118.24, zip: '900' },
  { city: 'Cologne', country: 'DE', lat: 50.94, lng: 6.96, zip: '506' },
  { city: 'Tokyo', country: 'JP', lat: 35.68, lng: 139.69, zip: '100' },
  { city: 'Seoul', country: 'KR', lat: 37.57, lng: 126.98, zip: '041' },
  { city: 'São Paulo', country: 'BR', lat: -23.55, lng: -46.63, zip: '010' },
];

function location(rng: Rng, name: string, near?: { lat: number; lng: number }): ThLocation {
  const place = rng.pick(CITIES);
  const [lat, lng] = [near?.lat ?? place.lat, near?.lng ?? place.lng];
  return {
    id: rng.digits(15),
    name,
    address: `${rng.int(1, 999)} ${rng.pick(['Main St', 'Market St', 'Harbor Rd', 'Station Ave'])}`,
    city: place.city,
    country: place.country,
    latitude: Math.round((lat + rng.float(-0.05, 0.05)) * 1e6) / 1e6,
    longitude: Math.round((lng + rng.float(-0.05, 0.05)) * 1e6) / 1e6,
    postalCode: `${place.zip}${rng.int(10, 99)}`,
  };
}

/** `GET /location_search`: places by name (`q`) and/or coordinates, fixed by the seed. */
function locationSearch(call: ThAuthedCall) {
  const { state, params } = call;
  const q = (str(params, 'q') ?? str(params, 'query'))?.trim();
  const [lat, lng] = [Number(str(params, 'latitude')), Number(str(params, 'longitude'))];
  const near =
    Number.isFinite(lat) && Number.isFinite(lng) && str(params, 'latitude') ? { lat, lng } : undefined;
  if (!q && !near) throw invalidParam('Provide q, or latitude and longitude');
  const rng = streamRng(
    state.seed,
    'threads',
    'locations',
    q?.toLowerCase() ?? '',
    near?.lat ?? '',
    near?.lng ?? '',
  );
  const title = q ? q.replace(/\b\w/g, (ch) => ch.toUpperCase()) : 'Local';
  const found = Array.from({ length: rng.int(3, 5) }, () =>
    location(rng, `${title} ${rng.pick(VENUES)}`, near),
  );
  for (const place of found) if (!state.locations.has(place.id)) state.locations.set(place.id, place);
  return { data: found.map((place) => nodeView(locationSpec(place), call.fields, place.id)) };
}

export function registerSearch(app: FastifyInstance, rt: ThRuntime): void {
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/keyword_search',
    operation: 'keyword_search',
    handler: keywordSearch,
  });
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/location_search',
    operation: 'location_search',
    scopes: ['threads_location_tagging'],
    handler: locationSearch,
  });
}
