import type { PushSubscriptionInput } from '@herald/contract';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { TokenVault } from '../../crypto/tokens.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { pushKeys, pushSubscriptions } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { OutboundPolicy } from '../../outbound/index.js';

/** The VAPID identity pushes are signed with. */
export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What a push says; the service worker shows title and body and opens `url` on a tap. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export type PushConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'ADMIN_EMAIL'
>;

/** How long a push service keeps a message for an offline device. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Web Push for the app shell: the VAPID keys (configured, else made once and kept sealed in the
 * database so every process signs alike), browsers' subscriptions, and sending. web-push encrypts and
 * signs the request; Herald sends it itself, with a deadline.
 */
export class PushService {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly db: Db,
    private readonly vault: TokenVault,
    private readonly config: PushConfig,
    private readonly logger: Logger,
    /** Push endpoints come from browsers, so from users: vetted and posted to through the policy. */
    private readonly outbound: OutboundPolicy,
  ) {}

  vapid(): Promise<VapidKeys> {
    this.keys ??= this.loadKeys().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async loadKeys(): Promise<VapidKeys> {
    const subject = this.config.VAPID_SUBJECT ?? `mailto:${this.config.ADMIN_EMAIL}`;
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = this.config;
    if (publicKey && privateKey) return { subject, publicKey, privateKey };
    const made = webpush.generateVAPIDKeys();
    await this.db
      .insert(pushKeys)
      .values({ id: 1, publicKey: made.publicKey, privateKeySealed: this.vault.seal(made.privateKey) })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(pushKeys).where(eq(pushKeys.id, 1));
    if (!row) throw new Error('the push keys were not stored');
    return { subject, publicKey: row.publicKey, privateKey: this.vault.open(row.privateKeySealed) };
  }

  async subscribe(userId: number, subscription: PushSubscriptionInput): Promise<void> {
    this.outbound.vet(subscription.endpoint);
    const values = {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
    await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    const [row] = await this.db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    if (row?.userId === userId)
      await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
  }

  /** Users among these with at least one subscribed device. */
  async reachable(db: DbOrTx, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
    return new Set(rows.map((row) => row.userId));
  }

  /**
   * Pushes the message to every device of the user; a device the push service no longer knows (404,
   * 410) is forgotten. Answers how many devices took it.
   */
  async send(userId: number, message: PushMessage): Promise<number> {
    const devices = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (devices.length === 0) return 0;
    const vapid = await this.vapid();
    let delivered = 0;
    for (const device of devices) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
      );
      const status = await this.post(request, device.id);
      if (status === 404 || status === 410) {
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else if (status >= 200 && status < 300) {
        delivered += 1;
        await this.db
          .update(pushSubscriptions)
          .set({ lastSentAt: new Date() })
          .where(eq(pushSubscriptions.id, device.id));
      } else if (status !== 0) {
        this.logger.warn({ status, device: device.id }, 'push refused by the push service');
      }
    }
    return delivered;
  }

  /** The push service's HTTP status; 0 when it could not be reached (logged, tried at the next push). */
  private async post(request: webpush.RequestDetails, deviceId: number): Promise<number> {
    const answer = await this.outbound.post(request.endpoint, {
      headers: request.headers,
      body: request.body ?? '',
    });
    if (answer.kind === 'answered') return answer.status;
    this.logger.warn({ reason: answer.reason, device: deviceId }, 'push not delivered');
    return 0;
  }
}
