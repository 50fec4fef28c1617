import type { FastifyInstance } from 'fastify';
import { arriveDaily, dayOf, planCache, spreadOverDay } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import type { ListeningVolume } from '../../core/listening.js';
import { type Params, str } from '../../core/params.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { invalidParam } from './errors.js';
import { checkKeywordQuota, countKeywordSearch } from './keyword-quota.js';
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

/** Searches reach back over this many days of generated public posts. */
const HISTORY_DAYS = 7;

interface Planned {
  at: number;
  text: string;
  image: boolean;
}

const cached = planCache<ThState, Planned>();

/**
 * What others posted about a query on one UTC day, fixed by (seed, query, day) and scaled by the
 * listening volume when first planned.
 */
function dayPlan(state: ThState, key: string, wanted: string, day: number, volume: ListeningVolume) {
  return cached(state, `search:${key}:${day}`, () => {
    const rng = streamRng(state.seed, 'threads', 'search', key, day);
    return spreadOverDay(rng, day, volume.scale('threads', rng.int(1, 3)), () => ({
      text: chatterAbout(rng, [wanted]),
      image: rng.chance(0.2),
    }));
  });
}

/** The public posts about a query published so far: they appear as the clock reaches them. */
function publicPosts(call: ThAuthedCall, wanted: string): ThPost[] {
  const { state, now } = call;
  const key = wanted.toLowerCase();
  const ids = state.searches.get(key) ?? [];
  state.searches.set(key, ids);
  const volume = call.context.listening;
  arriveDaily(
    state.arrived,
    `search:${key}`,
    dayOf(state.createdAt) - HISTORY_DAYS,
    now,
    (day) => dayPlan(state, key, wanted, day, volume),
    (item, index, day) => {
      const rng = streamRng(state.seed, 'threads', 'search-post', key, day, index);
      const post = addPost(
        state,
        {
          ownerId: rng.pick(state.visitors).id,
          type: item.image ? 'IMAGE' : 'TEXT_POST',
          text: item.text,
          createdAt: item.at,
          mediaUrl: item.image
            ? `https://scontent.cdninstagram.com/v/t51.2885-15/${rng.digits(11)}_n.jpg`
            : undefined,
          isCarouselItem: false,
          replyControl: 'everyone',
          origin: 'public',
        },
        rng,
      );
      ids.push(post.id);
    },
  );
  return ids.flatMap((id) => state.posts.get(id) ?? []);
}

/**
 * `GET /keyword_search`: the account's own matching posts, plus public ones once the app holds
 * threads_keyword_search; TOP orders by engagement, RECENT by time. Searches that find something
 * count against the user's 2,200 a day.
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
  checkKeywordQuota(state, call.user.id, now);
  const own = postsWhere(state, now, (post) => post.ownerId === call.user.id && !post.isCarouselItem);
  const found = [
    ...own.filter((post) => post.text?.toLowerCase().includes(wanted.toLowerCase())),
    ...(call.token.scopes.includes('threads_keyword_search') ? publicPosts(call, wanted) : []),
  ].filter(
    (post) =>
      (!mediaType || post.type === (mediaType === 'TEXT' ? 'TEXT_POST' : mediaType)) &&
      (!author || state.users.get(post.ownerId)?.username === author) &&
      !post.deleted,
  );
  const score = (post: ThPost) => postMetricsAt(state, post, now).likes;
  found.sort((a, b) => (type === 'TOP' ? score(b) - score(a) : 0) || b.createdAt - a.createdAt);
  if (found.length > 0) countKeywordSearch(state, call.user.id, now);
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
