import { createHmac } from 'node:crypto';
import type { FbRuntime } from '../routing.js';
import { advanceWorld } from '../world.js';
import { changesSince, look, type Seen } from './changes.js';
import { deliveriesOf, type MetaDelivery } from './payloads.js';

/** Where the app's webhooks go (the App Dashboard's callback URL) and which app signs them. */
export interface WebhookSubscription {
  callbackUrl: string;
  appId: string;
}

/** One delivery attempt, for the control API. */
export interface DeliveryRecord {
  at: string;
  object: string;
  entries: number;
  /** The callback's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
}

const DELIVERY_TIMEOUT_MS = 5000;
const KEPT_RECORDS = 100;

/**
 * Sends the app's webhooks as Meta does: when comments, edits, removals or messages happen in the
 * world (planned arrivals included, as the clock reaches them), a signed POST to the callback URL with
 * `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body with the app secret>`. Best effort, like
 * Meta's: a delivery the callback refuses or misses is recorded, not queued again.
 */
export class FbWebhooks {
  subscription: WebhookSubscription | undefined;
  readonly records: DeliveryRecord[] = [];
  private seen: Seen | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly rt: FbRuntime,
    private readonly intervalMs: number,
  ) {}

  /** From now on what happens is delivered (what the world already held is not). */
  subscribe(subscription: WebhookSubscription): void {
    this.subscription = subscription;
    advanceWorld(this.rt.state, this.rt.context.clock.now());
    this.seen = look(this.rt.state);
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  unsubscribe(): void {
    this.subscription = undefined;
    this.seen = undefined;
    this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Brings the world up to now and delivers what happened; answers the number of deliveries made. */
  flush(): Promise<number> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    const { subscription } = this;
    if (!subscription) return 0;
    const { state, context } = this.rt;
    const now = context.clock.now();
    advanceWorld(state, now);
    // A reset replaced the world: its seeded history is not news.
    if (!this.seen || this.seen.state !== state) {
      this.seen = look(state);
      return 0;
    }
    const app = state.apps.get(subscription.appId);
    if (!app) return 0;
    const deliveries = deliveriesOf(state, changesSince(this.seen), now, app.id);
    for (const delivery of deliveries) await this.send(subscription.callbackUrl, app.secret, delivery);
    return deliveries.length;
  }

  private async send(url: string, secret: string, delivery: MetaDelivery): Promise<void> {
    const body = JSON.stringify(delivery);
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const record: DeliveryRecord = {
      at: new Date().toISOString(),
      object: delivery.object,
      entries: delivery.entry.length,
      status: null,
      error: null,
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      record.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.records.push(record);
    if (this.records.length > KEPT_RECORDS) this.records.shift();
  }
}
