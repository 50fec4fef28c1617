import { createHmac } from 'node:crypto';

/** Where an app's webhooks go (the App Dashboard's callback URL) and which app signs them. */
export interface WebhookSubscription {
  callbackUrl: string;
  appId: string;
}

/** How an app's webhooks are set up from the start (a callback URL given to the emulator). */
export interface WebhookOptions {
  callbackUrl: string;
  /** The app that signs them (the first registered app by default). */
  appId?: string;
  /** How often the world is looked at for news to deliver (default one second). */
  intervalMs?: number;
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

/** One POST to make: its body, and how the control API lists it. */
export interface OutgoingDelivery {
  object: string;
  entries: number;
  body: unknown;
}

/** What a network's world says: what it holds now, and the deliveries what changed since makes. */
export interface WebhookWorld<S, Seen extends { state: S }> {
  /** The world's state now, brought up to `now` (planned arrivals included). */
  current(now: number): S;
  look(state: S): Seen;
  secretOf(state: S, appId: string): string | undefined;
  /** The deliveries for what happened since `seen` (which is brought up to date). */
  deliveries(seen: Seen, now: number, appId: string): OutgoingDelivery[];
  now(): number;
}

/** A Meta-style world's webhooks: its clock, its state brought up to now, and its apps' secrets. */
export function metaStyleWorld<
  S extends { apps: ReadonlyMap<string, { secret: string }> },
  Seen extends { state: S },
>(
  rt: { state: S; context: { clock: { now(): number } } },
  advance: (state: S, now: number) => void,
  look: (state: S) => Seen,
  deliveries: WebhookWorld<S, Seen>['deliveries'],
): WebhookWorld<S, Seen> {
  return {
    now: () => rt.context.clock.now(),
    current: (now) => {
      advance(rt.state, now);
      return rt.state;
    },
    look,
    secretOf: (state, appId) => state.apps.get(appId)?.secret,
    deliveries,
  };
}

const DELIVERY_TIMEOUT_MS = 5000;
const KEPT_RECORDS = 100;

/**
 * Sends an app's webhooks as Meta does: when things happen in the world, a signed POST to the
 * callback URL with `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body with the app secret>`.
 * Best effort, like Meta's: a delivery the callback refuses or misses is recorded, not queued again.
 */
export class WebhookDispatcher<S, Seen extends { state: S }> {
  subscription: WebhookSubscription | undefined;
  readonly records: DeliveryRecord[] = [];
  private seen: Seen | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly world: WebhookWorld<S, Seen>,
    private readonly intervalMs: number,
  ) {}

  /** From now on what happens is delivered (what the world already held is not). */
  subscribe(subscription: WebhookSubscription): void {
    this.subscription = subscription;
    this.seen = this.world.look(this.world.current(this.world.now()));
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
    const now = this.world.now();
    const state = this.world.current(now);
    // A reset replaced the world: its seeded history is not news.
    if (!this.seen || this.seen.state !== state) {
      this.seen = this.world.look(state);
      return 0;
    }
    const secret = this.world.secretOf(state, subscription.appId);
    if (secret === undefined) return 0;
    const deliveries = this.world.deliveries(this.seen, now, subscription.appId);
    for (const delivery of deliveries) await this.send(subscription.callbackUrl, secret, delivery);
    return deliveries.length;
  }

  private async send(url: string, secret: string, delivery: OutgoingDelivery): Promise<void> {
    const body = JSON.stringify(delivery.body);
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const record: DeliveryRecord = {
      at: new Date().toISOString(),
      object: delivery.object,
      entries: delivery.entries,
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
