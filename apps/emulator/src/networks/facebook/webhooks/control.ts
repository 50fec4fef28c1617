import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asRecord as bodyOf, str } from '../../../core/params.js';
import type { FbRuntime } from '../routing.js';
import { FbWebhooks } from './dispatch.js';

/** How the app's webhooks are set up from the start (the emulator's FACEBOOK_WEBHOOK_URL). */
export interface WebhookOptions {
  callbackUrl: string;
  /** The app that signs them (the first registered app by default). */
  appId?: string;
  /** How often the world is looked at for news to deliver (default one second). */
  intervalMs?: number;
}

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

/**
 * Test-facing webhook routes under `/_emulator/facebook/webhooks`: subscribe a callback (verified with
 * hub.challenge when a verify token is given, as the App Dashboard does), list deliveries, deliver
 * what is due now, unsubscribe.
 */
export function registerWebhookControl(app: FastifyInstance, rt: FbRuntime, options?: WebhookOptions): void {
  const webhooks = new FbWebhooks(rt, options?.intervalMs ?? 1000);
  const defaultApp = () => [...rt.state.apps.keys()][0] ?? '';
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
    if (!rt.state.apps.has(appId)) return reply.code(400).send({ error: `no such app ${appId}` });
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
