import { chatterAbout } from '../../core/chatter.js';
import { DAY } from '../../core/clock.js';
import { decodeCursor, encodeCursor } from '../../core/cursor.js';
import { int, str } from '../../core/params.js';
import { hashSeed, streamRng } from '../../core/prng.js';
import { invalidParam } from './errors.js';
import type { MethodDef, VkCall } from './routing.js';
import { unix, wallPosts } from './state.js';
import { postJson } from './views.js';

/** How far back generated public posts reach. */
const WINDOW_DAYS = 30;
const MAX_COUNT = 200;

type Item = { date: number; json: Record<string, unknown> };

/**
 * What people posted about `query` on one UTC day, fixed by (seed, query, day); how many, by the
 * listening volume.
 */
function generated(call: VkCall, query: string, day: number): Item[] {
  const { state, now } = call;
  const popularity = 2 + (hashSeed(state.seed, query) % 6);
  const rng = streamRng(state.seed, 'vk', 'search', query, day);
  const count = call.context.listening.scale('vk', rng.int(popularity, popularity * 2));
  return Array.from({ length: count }, (_, index) => {
    const author = rng.pick(state.visitors);
    const date = Math.round((day + rng.next()) * DAY);
    const views = rng.int(20, 5_000);
    const json = {
      id: 1_000 + (hashSeed(state.seed, query, day, index) % 900_000),
      owner_id: author.id,
      from_id: author.id,
      date: unix(date),
      post_type: 'post',
      text: chatterAbout(rng, [query]),
      comments: { count: rng.int(0, 12) },
      likes: { count: Math.round(views * rng.float(0.01, 0.08)) },
      reposts: { count: rng.int(0, 6) },
      views: { count: views },
    };
    return { date, json };
  }).filter((item) => item.date <= now);
}

/** The communities' own published posts whose text holds the query. */
function communityPosts(call: VkCall, wanted: string): Item[] {
  const { state, now } = call;
  return [...state.groups.values()].flatMap((group) =>
    wallPosts(state, -group.id)
      .filter((post) => post.text.toLowerCase().includes(wanted))
      .map((post) => ({ date: post.date, json: postJson(state, post, now, call.caller.user.id) })),
  );
}

/** newsfeed.search: public posts matching `q` between start_time (default a day ago) and end_time. */
function search(call: VkCall) {
  const { params, now } = call;
  const query = (str(params, 'q') ?? '').trim().replace(/\s+/g, ' ');
  const count = int(params, 'count') ?? 30;
  if (Number.isNaN(count) || count < 0 || count > MAX_COUNT)
    throw invalidParam('count should be at most 200');
  const start = (int(params, 'start_time') ?? unix(now - DAY)) * 1000;
  const end = Math.min(now, (int(params, 'end_time') ?? unix(now)) * 1000);
  if (Number.isNaN(start) || Number.isNaN(end)) throw invalidParam('start_time is invalid');
  const cursor = str(params, 'start_from');
  const offset = cursor ? Number(decodeCursor(cursor)) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidParam('start_from is invalid');
  if (!query) return { items: [], count: 0, total_count: 0 };
  const wanted = query.toLowerCase();
  const items: Item[] = communityPosts(call, wanted);
  const first = Math.max(Math.floor(start / DAY), Math.floor(now / DAY) - WINDOW_DAYS);
  for (let day = first; day <= Math.floor(end / DAY); day++) items.push(...generated(call, wanted, day));
  const found = items
    .filter((item) => item.date >= start && item.date <= end)
    .sort((a, b) => b.date - a.date);
  const page = found.slice(offset, offset + count).map((item) => item.json);
  const more = offset + count < found.length;
  return {
    items: page,
    count: page.length,
    total_count: found.length,
    ...(more ? { next_from: encodeCursor(String(offset + count)) } : {}),
  };
}

export const SEARCH_METHODS: readonly MethodDef[] = [
  { name: 'newsfeed.search', userAuth: true, handler: search },
];
