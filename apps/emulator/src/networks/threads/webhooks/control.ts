import type { FastifyInstance } from 'fastify';
import { registerWebhookRoutes } from '../../../core/webhook-control.js';
import { metaStyleWorld, type WebhookOptions, type WebhookWorld } from '../../../core/webhooks.js';
import type { ThRuntime } from '../routing.js';
import type { ThState } from '../types.js';
import { advanceWorld } from '../world.js';
import { changesSince, look, type Seen } from './changes.js';
import { notificationsOf } from './payloads.js';

/**
 * The Threads app's webhooks over the Threads world: replies in the account's conversations and posts
 * mentioning it (planned arrivals included, as the clock reaches them), and the account's own posts
 * deleted — one notification per POST, signed with the Threads app's secret.
 */
function threadsWebhookWorld(rt: ThRuntime): WebhookWorld<ThState, Seen> {
  return metaStyleWorld(rt, advanceWorld, look, (seen, now, appId) =>
    notificationsOf(seen.state, changesSince(seen), now, appId).map((notification) => ({
      object: `threads:${notification.values.field}`,
      entries: 1,
      body: notification,
    })),
  );
}

/**
 * Test-facing webhook routes under `/_emulator/threads/webhooks` (the emulator's THREADS_WEBHOOK_URL
 * subscribes one from the start).
 */
export function registerThreadsWebhooks(app: FastifyInstance, rt: ThRuntime, options?: WebhookOptions): void {
  registerWebhookRoutes(app, {
    world: threadsWebhookWorld(rt),
    appIds: () => [...rt.state.apps.keys()],
    options,
  });
}
