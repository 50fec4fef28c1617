import { arriveKeyed, planCache } from '../../../core/arrivals.js';
import { HOUR, MINUTE } from '../../../core/clock.js';
import { streamRng } from '../../../core/prng.js';
import type { FbState } from '../types.js';
import { CUSTOMERS_PER_NUMBER } from './seed.js';
import { CUSTOMER_MESSAGES } from './seed-data.js';
import { addMessage, phoneCustomers } from './state.js';
import type { WaPhoneNumber } from './types.js';

/** An inbound message a customer will send at a given emulator time. */
interface PlannedInbound {
  at: number;
  customer: number;
  text: string;
}

/** About two weeks of customer messages per number. */
const PLANNED_PER_NUMBER = 120;
const cached = planCache<FbState, PlannedInbound>();

/**
 * What customers write to a number after the world was seeded, fixed by (seed, number): a message
 * every 15 minutes to 5 hours, from any of its seeded customers (which reopens their window).
 */
function planFor(state: FbState, phone: WaPhoneNumber, customers: number): PlannedInbound[] {
  return cached(state, phone.id, () => {
    const rng = streamRng(state.seed, 'wa', 'inbound', phone.id);
    let at = state.createdAt;
    return Array.from({ length: PLANNED_PER_NUMBER }, () => {
      at += Math.round(rng.float(15 * MINUTE, 5 * HOUR));
      return { at, customer: rng.int(0, customers - 1), text: rng.pick(CUSTOMER_MESSAGES) };
    });
  });
}

/**
 * Brings WhatsApp up to `now`: planned customer messages arrive (in reality they reach the app by
 * the `messages` webhook; the emulator keeps them readable through its control API).
 */
export function advanceWhatsApp(state: FbState, now: number): void {
  const { wa } = state;
  for (const phone of wa.phones.values()) {
    // The seeded customers come first; people who first wrote through the control API are not planned.
    const customers = phoneCustomers(wa, phone.id).slice(0, CUSTOMERS_PER_NUMBER);
    if (customers.length === 0) continue;
    arriveKeyed(wa.arrived, phone.id, planFor(state, phone, customers.length), now, (next) => {
      const customer = customers[next.customer];
      if (!customer) return;
      addMessage(wa, {
        phoneId: phone.id,
        waId: customer.waId,
        direction: 'inbound',
        origin: 'customer',
        type: 'text',
        body: next.text,
        createdAt: next.at,
      });
    });
  }
}
