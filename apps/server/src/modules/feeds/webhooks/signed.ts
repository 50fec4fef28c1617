import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FeedsDeps } from '../deps.js';
import type { Delivery } from './delivery.js';
import { sameSecret, validMetaSignature } from './signature.js';
import { type Stored, storeDeliveries } from './store.js';

/** A Meta-style webhook: verified by hub.challenge, each delivery signed with its app's secret. */
export interface SignedWebhook<T> {
  path: string;
  /** The app secret the deliveries are signed with; without it every delivery is refused. */
  secret: string | undefined;
  schema: z.ZodType<T>;
  deliveries(payload: T, receivedAt: Date): Delivery[];
  /** What the log tells of a stored delivery besides its counts. */
  describe(payload: T): Record<string, unknown>;
}

const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

export const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

export const counts = (stored: Stored) => ({
  inserted: stored.inserted.length,
  changed: stored.changed.length,
});

/**
 * The subscription check (GET: echo `hub.challenge` when `hub.verify_token` is ours) and the deliveries
 * (POST: `X-Hub-Signature-256` over the raw body first, then the payload, then storage), as every Meta
 * app's webhooks work. The scope must keep JSON bodies raw.
 */
export function registerSignedWebhook<T>(
  scope: FastifyInstance,
  deps: FeedsDeps,
  verifyToken: string | undefined,
  hook: SignedWebhook<T>,
): void {
  scope.get(hook.path, async (request, reply) => {
    const query = verification.safeParse(request.query);
    if (
      !query.success ||
      query.data['hub.mode'] !== 'subscribe' ||
      !sameSecret(query.data['hub.verify_token'], verifyToken)
    )
      return refuse(reply, 403, 'verification failed');
    return reply.type('text/plain').send(query.data['hub.challenge'] ?? '');
  });

  scope.post(hook.path, async (request, reply) => {
    const raw = rawBody(request.body);
    const signature = request.headers['x-hub-signature-256'];
    if (!validMetaSignature(raw, typeof signature === 'string' ? signature : undefined, hook.secret)) {
      request.log.warn({ path: hook.path }, 'webhook refused: bad or missing signature');
      return refuse(reply, 403, 'invalid signature');
    }
    const payload = hook.schema.safeParse(parseJson(raw));
    if (!payload.success) return refuse(reply, 400, 'invalid payload');
    const stored = await storeDeliveries(deps, hook.deliveries(payload.data, new Date()));
    request.log.info({ ...hook.describe(payload.data), ...counts(stored) }, 'webhook stored');
    return reply.type('text/plain').send('EVENT_RECEIVED');
  });
}
