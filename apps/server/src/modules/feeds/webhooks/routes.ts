import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FeedsDeps } from '../deps.js';
import { metaDeliveries, metaPayloadSchema } from './meta.js';
import type { WebhookSettings } from './settings.js';
import { sameSecret } from './signature.js';
import { counts, parseJson, rawBody, refuse, registerSignedWebhook } from './signed.js';
import { storeDeliveries } from './store.js';
import { threadsDeliveries, threadsPayloadSchema } from './threads.js';
import { vkDelivery, vkEventSchema } from './vk.js';

export const META_WEBHOOK_PATH = '/webhooks/meta';
export const THREADS_WEBHOOK_PATH = '/webhooks/threads';
export const VK_WEBHOOK_PATH = '/webhooks/vk';

/**
 * The networks' webhooks, outside the console's API (no session: each delivery proves itself — Meta's
 * and Threads' by their app's signature over the raw body, VK's by the secret it carries). A delivery
 * that does not prove itself is refused with 403 and stores nothing. Delivery is best effort; polling
 * stays the guarantee.
 */
export async function registerFeedWebhooks(
  app: FastifyInstance,
  deps: FeedsDeps,
  settings: WebhookSettings,
): Promise<void> {
  const webhooks: FastifyPluginAsync = async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept raw and parsed after the check.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    registerSignedWebhook(scope, deps, settings.metaVerifyToken, {
      path: META_WEBHOOK_PATH,
      secret: settings.metaSecret,
      schema: metaPayloadSchema,
      deliveries: metaDeliveries,
      describe: (payload) => ({ object: payload.object }),
    });
    // Threads is an app of its own: its deliveries are signed with the Threads app's secret.
    registerSignedWebhook(scope, deps, settings.metaVerifyToken, {
      path: THREADS_WEBHOOK_PATH,
      secret: settings.threadsSecret,
      schema: threadsPayloadSchema,
      deliveries: threadsDeliveries,
      describe: (payload) => ({ object: 'threads', topic: payload.topic }),
    });

    scope.post(VK_WEBHOOK_PATH, async (request, reply) => {
      const event = vkEventSchema.safeParse(parseJson(rawBody(request.body)));
      if (!event.success) return refuse(reply, 400, 'invalid payload');
      const group = String(Math.abs(event.data.group_id));
      if (event.data.type === 'confirmation') {
        const code = settings.vkConfirmations.get(group);
        return code ? reply.type('text/plain').send(code) : refuse(reply, 403, 'unknown community');
      }
      if (!sameSecret(event.data.secret, settings.vkSecret)) {
        request.log.warn('webhook refused: bad or missing secret');
        return refuse(reply, 403, 'invalid secret');
      }
      const stored = await storeDeliveries(deps, [vkDelivery(event.data)]);
      request.log.info({ type: event.data.type, ...counts(stored) }, 'webhook stored');
      // VK repeats an event until it is answered with exactly `ok`.
      return reply.type('text/plain').send('ok');
    });
  };
  await app.register(webhooks);
}
