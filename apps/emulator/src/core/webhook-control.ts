import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asRecord as bodyOf, str } from './params.js';
import { WebhookDispatcher, type WebhookOptions, type WebhookWorld } from './webhooks.js';

/** The App Dashboard's check of a callback: it must echo the challenge for our verify token. */
async function verifyCallback(url: string, verifyToken: string): Promise<boolean> {
  const challenge = randomBytes(8).readUInt32BE(0).toString();
  const target = new URL(url);
  target.searchParams.set('hub.mode', 'subscribe');
  target.searchParams.set('hub.verify_token', verifyToken);
  target.searchParams.set('hub.challenge', challenge);
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(5000) });
    return response.ok && (await response.text()) === challenge;
  } catch {
    return false;
  }
}

/** An app's webhooks: how its world is watched, the apps that may sign, and the start-up subscription. */
export interface WebhookControl<S, Seen extends { state: S }> {
  world: WebhookWorld<S, Seen>;
  /** The ids of the registered apps, the default (the first) first. */
  appIds(): string[];
  options?: WebhookOptions | undefined;
}

/**
 * Test-facing webhook routes under `/_emulator/{network}/webhooks`: subscribe a callback (verified with
 * hub.challenge when a verify token is given, as the App Dashboard does), list deliveries, deliver
 * what is due now, unsubscribe.
 */
export function registerWebhookRoutes<S, Seen extends { state: S }>(
  app: FastifyInstance,
  control: WebhookControl<S, Seen>,
): void {
  const { options } = control;
  const webhooks = new WebhookDispatcher(control.world, options?.intervalMs ?? 1000);
  const defaultApp = () => control.appIds()[0] ?? '';
  if (options) webhooks.subscribe({ callbackUrl: options.callbackUrl, appId: options.appId ?? defaultApp() });
  app.addHook('onClose', async () => webhooks.stop());

  const view = () => ({
    subscription: webhooks.subscription
      ? { callback_url: webhooks.subscription.callbackUrl, app_id: webhooks.subscription.appId }
      : null,
    deliveries: webhooks.records,
  });
  app.get('/webhooks', async () => view());
  app.post('/webhooks', async (request, reply) => {
    const body = bodyOf(request.body);
    const callbackUrl = str(body, 'callback_url');
    if (!callbackUrl || !/^https?:\/\//.test(callbackUrl))
      return reply.code(400).send({ error: 'callback_url (http or https) is required' });
    const appId = str(body, 'app_id') ?? defaultApp();
    if (!control.appIds().includes(appId)) return reply.code(400).send({ error: `no such app ${appId}` });
    const verifyToken = str(body, 'verify_token');
    if (verifyToken && !(await verifyCallback(callbackUrl, verifyToken)))
      return reply.code(400).send({ error: 'the callback did not echo hub.challenge for this verify_token' });
    webhooks.subscribe({ callbackUrl, appId });
    return reply.code(201).send(view());
  });
  app.post('/webhooks/flush', async () => ({ sent: await webhooks.flush(), ...view() }));
  app.delete('/webhooks', async () => {
    webhooks.unsubscribe();
    return view();
  });
}
