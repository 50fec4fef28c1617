import type { FastifyInstance } from 'fastify';
import { fail } from '../../core/control.js';
import { asRecord, str } from '../../core/params.js';
import { reviewsOf } from './reviews.js';
import type { SteamRuntime } from './routes.js';
import { storeApp } from './state.js';

/**
 * `/_emulator/steam/apps`: the games the store knows, with how many reviews each has by now; a POST
 * `{appid, name}` adds one (its history fixed by the seed).
 */
export function registerSteamControl(app: FastifyInstance, rt: SteamRuntime): void {
  app.get('/apps', async () => {
    const now = rt.context.clock.now();
    return {
      data: [...rt.state.apps.values()].map((one) => ({
        appid: one.appid,
        name: one.name,
        prior_reviews: one.priorReviews,
        reviews_since: reviewsOf(rt.state, one, now).filter((review) => review.at >= rt.state.createdAt)
          .length,
      })),
    };
  });
  app.post('/apps', async (request, reply) => {
    const body = asRecord(request.body);
    const appid = body.appid;
    const name = str(body, 'name')?.trim();
    if (typeof appid !== 'number' || !Number.isInteger(appid) || appid <= 0)
      return fail(reply, 'appid must be a positive integer');
    if (!name) return fail(reply, 'name is required');
    const added = storeApp(rt.state.seed, appid, name);
    rt.state.apps.set(appid, added);
    return reply.code(201).send({ appid, name, prior_reviews: added.priorReviews });
  });
}
