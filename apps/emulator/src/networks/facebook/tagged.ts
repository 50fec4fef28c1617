import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { streamRng } from '../../core/prng.js';
import { paginate } from './paging.js';
import { type AuthedCall, type FbRuntime, graphRoute, resolveId } from './routing.js';
import { fbTime } from './state.js';
import { requireRead } from './tokens.js';

const MENTIONS = [
  'Huge thanks to {page} for the community night!',
  'Streaming the new season of {page} tonight, come hang out',
  'Our guild finally cleared the raid, GG {page}',
  '{page} fan art I finished this weekend',
  'Anyone else queueing for the {page} tournament?',
  'Hoping {page} brings back the winter event',
];
/** Tagged posts are spread from this many days before the emulator started to a month after it. */
const WINDOW_DAYS = 60;
const AHEAD_DAYS = 30;

/**
 * `GET /{page-id}/tagged`: public posts of people and Pages that tag the Page, newest first; seeded
 * from the seed and the Page, appearing as the emulator clock passes their time.
 */
function tagged(call: AuthedCall) {
  const { state, now } = call;
  const pageId = resolveId(call);
  const page = state.pages.get(pageId);
  if (!page) return { data: [] };
  requireRead(state, call.auth, page.id, 'pages_read_user_content');
  const rng = streamRng(state.seed, 'tagged', page.id);
  const start = state.createdAt - WINDOW_DAYS * DAY;
  const items = Array.from({ length: 36 }, (_, index) => {
    const author = rng.pick(state.visitors);
    const at = start + rng.int(0, (WINDOW_DAYS + AHEAD_DAYS) * 2) * (DAY / 2) + rng.int(0, DAY / 2);
    const id = `${author.id}_${9_000_000 + index}`;
    return {
      id,
      message: rng.pick(MENTIONS).replace('{page}', `@${page.name}`),
      created_time: fbTime(at),
      from: { id: author.id, name: author.name },
      permalink_url: `https://www.facebook.com/${author.id}/posts/${9_000_000 + index}`,
      at,
    };
  })
    .filter((item) => item.at <= now)
    .sort((a, b) => b.at - a.at)
    .map(({ at: _at, ...item }) => item);
  return paginate(items, (item) => item.id, call.params, call.request);
}

export function registerTagged(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, { method: 'GET', url: '/:id/tagged', operation: 'tagged.read', handler: tagged });
}
