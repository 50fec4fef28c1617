import { HOUR } from '../../../core/clock.js';
import { type Rng, streamRng } from '../../../core/prng.js';
import type { FbState } from '../types.js';
import type {
  WaBusinessAccount,
  WaContent,
  WaCustomer,
  WaMessage,
  WaPhoneNumber,
  WaState,
  WaTemplate,
} from './types.js';

/** The customer service window: free-form messages reach a customer up to 24 hours after they wrote. */
export const SERVICE_WINDOW_MS = 24 * HOUR;
export const DEFAULT_WA_LIMITS = { throughputPerSecond: 80, pairBurst: 45 };

export function createWaState(seed: number): WaState {
  return {
    wabas: new Map(),
    phones: new Map(),
    templates: new Map(),
    customers: new Map(),
    unreachable: new Set(),
    messages: new Map(),
    arrived: new Map(),
    sends: new Map(),
    pairs: new Map(),
    limits: { ...DEFAULT_WA_LIMITS },
    rng: { ids: streamRng(seed, 'wa', 'ids') },
  };
}

/** A fresh 15-digit object id (WABA, phone number, template). */
export function newWaId(wa: WaState, rng: Rng = wa.rng.ids): string {
  for (;;) {
    const id = rng.digits(15);
    if (!wa.wabas.has(id) && !wa.phones.has(id) && !wa.templates.has(id)) return id;
  }
}

/** A message id shaped like the real ones: `wamid.` and a base64 blob naming the customer. */
export function newWamid(wa: WaState, waId: string, rng: Rng = wa.rng.ids): string {
  for (;;) {
    const tail = rng.chars(20, '0123456789ABCDEF');
    const id = `wamid.HBgM${Buffer.from(waId).toString('base64')}FQIAERgS${tail}AA==`;
    if (!wa.messages.has(id)) return id;
  }
}

export type WaNode =
  | { kind: 'wa_waba'; waba: WaBusinessAccount }
  | { kind: 'wa_phone'; phone: WaPhoneNumber }
  | { kind: 'wa_template'; template: WaTemplate };

/** A WhatsApp Business object by id (they live on graph.facebook.com beside Pages). */
export function findWaNode(state: FbState, id: string): WaNode | undefined {
  const { wa } = state;
  const waba = wa.wabas.get(id);
  if (waba) return { kind: 'wa_waba', waba };
  const phone = wa.phones.get(id);
  if (phone) return { kind: 'wa_phone', phone };
  const template = wa.templates.get(id);
  return template ? { kind: 'wa_template', template } : undefined;
}

export const customerKey = (phoneId: string, waId: string): string => `${phoneId}:${waId}`;

/** The customer of a conversation, created on first contact. */
export function customerOf(wa: WaState, phoneId: string, waId: string, name?: string): WaCustomer {
  const key = customerKey(phoneId, waId);
  let customer = wa.customers.get(key);
  if (!customer) {
    customer = { waId, phoneId, name: name ?? `+${waId}` };
    wa.customers.set(key, customer);
  } else if (name) customer.name = name;
  return customer;
}

export function phoneCustomers(wa: WaState, phoneId: string): WaCustomer[] {
  return [...wa.customers.values()].filter((customer) => customer.phoneId === phoneId);
}

/** Whether the customer wrote to the number within the last 24 hours. */
export function windowOpen(wa: WaState, phoneId: string, waId: string, now: number): boolean {
  const last = wa.customers.get(customerKey(phoneId, waId))?.lastInboundAt;
  return last !== undefined && now - last < SERVICE_WINDOW_MS;
}

export interface NewMessage extends WaContent {
  phoneId: string;
  waId: string;
  direction: WaMessage['direction'];
  createdAt: number;
  origin: WaMessage['origin'];
}

/** Records a message; an inbound one (re)opens the customer's 24-hour window. */
export function addMessage(wa: WaState, input: NewMessage, rng: Rng = wa.rng.ids): WaMessage {
  const message: WaMessage = { ...input, id: newWamid(wa, input.waId, rng) };
  wa.messages.set(message.id, message);
  if (message.direction === 'inbound') {
    const customer = customerOf(wa, message.phoneId, message.waId);
    customer.lastInboundAt = Math.max(customer.lastInboundAt ?? 0, message.createdAt);
  }
  return message;
}

/** Messages of one business number (optionally one direction), newest first. */
export function phoneMessages(wa: WaState, phoneId: string, direction?: WaMessage['direction']): WaMessage[] {
  return [...wa.messages.values()]
    .filter((message) => message.phoneId === phoneId && (!direction || message.direction === direction))
    .sort((a, b) => b.createdAt - a.createdAt);
}

export const phonesOf = (wa: WaState, wabaId: string): WaPhoneNumber[] =>
  [...wa.phones.values()].filter((phone) => phone.wabaId === wabaId);

export const wabasOf = (wa: WaState, userId: string): WaBusinessAccount[] =>
  [...wa.wabas.values()].filter((waba) => waba.ownerId === userId);
