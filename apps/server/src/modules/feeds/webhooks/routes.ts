import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FeedsDeps } from '../deps.js';
import { metaDeliveries, metaPayloadSchema } from './meta.js';
import type { WebhookSettings } from './settings.js';
import { sameSecret, validMetaSignature } from './signature.js';
import { storeDeliveries } from './store.js';
import { vkDelivery, vkEventSchema } from './vk.js';

export const META_WEBHOOK_PATH = '/webhooks/meta';
export const VK_WEBHOOK_PATH = '/webhooks/vk';

const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

/**
 * The networks' webhooks, outside the console's API (no session: each delivery proves itself — Meta's by
 * its signature over the raw body, VK's by the secret it carries). A delivery that does not prove
 * itself is refused with 403 and stores nothing. Delivery is best effort; polling stays the guarantee.
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

    // The App Dashboard's subscription check: echo the challenge when the verify token is ours.
    scope.get(META_WEBHOOK_PATH, async (request, reply) => {
      const query = verification.safeParse(request.query);
      if (
        !query.success ||
        query.data['hub.mode'] !== 'subscribe' ||
        !sameSecret(query.data['hub.verify_token'], settings.metaVerifyToken)
      )
        return refuse(reply, 403, 'verification failed');
      return reply.type('text/plain').send(query.data['hub.challenge'] ?? '');
    });

    scope.post(META_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (
        !validMetaSignature(raw, typeof signature === 'string' ? signature : undefined, settings.metaSecret)
      ) {
        request.log.warn('webhook refused: bad or missing signature');
        return refuse(reply, 403, 'invalid signature');
      }
      const payload = metaPayloadSchema.safeParse(parseJson(raw));
      if (!payload.success) return refuse(reply, 400, 'invalid payload');
      const stored = await storeDeliveries(deps, metaDeliveries(payload.data, new Date()));
      request.log.info({ object: payload.data.object, ...counts(stored) }, 'webhook stored');
      return reply.type('text/plain').send('EVENT_RECEIVED');
    });

    scope.post(VK_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = vkEventSchema.safeParse(parseJson(raw));
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

const counts = (stored: { inserted: number[]; changed: number[] }) => ({
  inserted: stored.inserted.length,
  changed: stored.changed.length,
});
