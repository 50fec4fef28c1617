import type { FastifyInstance } from 'fastify';
import { registerWebhookRoutes } from '../../../core/webhook-control.js';
import type { WebhookOptions } from '../../../core/webhooks.js';
import type { FbRuntime } from '../routing.js';
import { facebookWebhookWorld } from './dispatch.js';

export type { WebhookOptions } from '../../../core/webhooks.js';

/**
 * Test-facing webhook routes under `/_emulator/facebook/webhooks` for the Meta app's webhooks (the
 * emulator's FACEBOOK_WEBHOOK_URL subscribes one from the start).
 */
export function registerWebhookControl(app: FastifyInstance, rt: FbRuntime, options?: WebhookOptions): void {
  registerWebhookRoutes(app, {
    world: facebookWebhookWorld(rt),
    appIds: () => [...rt.state.apps.keys()],
    options,
  });
}
