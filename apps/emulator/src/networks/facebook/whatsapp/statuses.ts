import { HOUR } from '../../../core/clock.js';
import { streamRng } from '../../../core/prng.js';
import type { FbState } from '../types.js';
import { undeliverableDetails } from './errors.js';
import type { WaMessage } from './types.js';

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusEvent {
  status: DeliveryStatus;
  at: number;
  /** failed: the error the `statuses` webhook carries. */
  error?: { code: number; title: string; message: string; error_data: { details: string } };
}

/**
 * The delivery statuses an outbound message goes through, fixed by (seed, message id): sent within a
 * second, delivered within seconds, read by most customers within hours (reactions are never "read").
 * A number that is not on WhatsApp fails with 131026 — asynchronously, as the real API reports it.
 */
export function statusTimeline(state: FbState, message: WaMessage): StatusEvent[] {
  if (message.direction !== 'outbound') return [];
  const rng = streamRng(state.seed, 'wa', 'status', message.id);
  const sent = message.createdAt + rng.int(200, 1_500);
  if (state.wa.unreachable.has(message.waId)) {
    const title = 'Message undeliverable';
    const error = { code: 131026, title, message: title, error_data: { details: undeliverableDetails } };
    return [{ status: 'failed', at: sent, error }];
  }
  const delivered = sent + rng.int(1_000, 20_000);
  const events: StatusEvent[] = [
    { status: 'sent', at: sent },
    { status: 'delivered', at: delivered },
  ];
  if (message.type !== 'reaction' && rng.chance(0.75))
    events.push({ status: 'read', at: delivered + Math.round(rng.float(5_000, 3 * HOUR)) });
  return events;
}

/** The statuses reached by `now`, oldest first. */
export function statusesAt(state: FbState, message: WaMessage, now: number): StatusEvent[] {
  return statusTimeline(state, message).filter((event) => event.at <= now);
}

/** How the message is charged (per-message pricing): templates by category, service replies free. */
export function pricingOf(state: FbState, message: WaMessage) {
  const { template } = message;
  if (!template) return { billable: false, pricing_model: 'PMP', category: 'service' };
  const phone = state.wa.phones.get(message.phoneId);
  const found = [...state.wa.templates.values()].find(
    (candidate) =>
      candidate.wabaId === phone?.wabaId &&
      candidate.name === template.name &&
      candidate.language === template.language,
  );
  const category = (found?.category ?? 'MARKETING').toLowerCase();
  return { billable: true, pricing_model: 'PMP', category };
}
