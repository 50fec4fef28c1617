import { invalidParam } from '../errors.js';
import type { FieldSel } from '../fields.js';
import type { FbState } from '../types.js';
import { phonesOf } from './state.js';
import { statusesAt } from './statuses.js';
import type { WaBusinessAccount, WaPhoneNumber } from './types.js';

const BUCKET_SECONDS: Record<string, number> = { HALF_HOUR: 1_800, DAY: 86_400 };
const GRANULARITIES = ['HALF_HOUR', 'DAY', 'MONTH'];

export const digitsOf = (phone: WaPhoneNumber): string => phone.displayPhoneNumber.replace(/\D/g, '');

/** The start (unix seconds) of the bucket holding `at` (unix seconds). */
function bucketStart(at: number, granularity: string): number {
  const size = BUCKET_SECONDS[granularity];
  if (size) return at - (at % size);
  const date = new Date(at * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

function bucketEnd(start: number, granularity: string): number {
  const size = BUCKET_SECONDS[granularity];
  if (size) return start + size;
  const date = new Date(start * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
}

function unixMod(selection: FieldSel, name: 'start' | 'end'): number {
  const raw = selection.mods[name];
  const value = raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw invalidParam(`analytics: param ${name} is required and must be a unix timestamp`);
  return value;
}

/** `phone_numbers(["16505550111"])` names display numbers (digits); ids are accepted too. */
function selectedPhones(state: FbState, waba: WaBusinessAccount, selection: FieldSel): WaPhoneNumber[] {
  const phones = phonesOf(state.wa, waba.id);
  const wanted: string[] = (selection.mods.phone_numbers ?? '').match(/\d+/g) ?? [];
  if (wanted.length === 0) return phones;
  return phones.filter((phone) => wanted.includes(digitsOf(phone)) || wanted.includes(phone.id));
}

/**
 * `GET /{waba-id}?fields=analytics.start(<unix>).end(<unix>).granularity(DAY)`: messages sent and
 * delivered by the WABA's numbers per period (only periods with traffic, like the real API).
 */
export function wabaAnalytics(state: FbState, waba: WaBusinessAccount, selection: FieldSel, now: number) {
  const start = unixMod(selection, 'start');
  const end = unixMod(selection, 'end');
  if (end <= start) throw invalidParam('analytics: end must be after start');
  const granularity = (selection.mods.granularity ?? 'DAY').toUpperCase();
  if (!GRANULARITIES.includes(granularity))
    throw invalidParam(`analytics: granularity must be one of ${GRANULARITIES.join(', ')}`);
  const phones = selectedPhones(state, waba, selection);
  const ids = new Set(phones.map((phone) => phone.id));
  const points = new Map<number, { start: number; end: number; sent: number; delivered: number }>();
  for (const message of state.wa.messages.values()) {
    const at = Math.floor(message.createdAt / 1000);
    if (message.direction !== 'outbound' || !ids.has(message.phoneId) || at < start || at >= end) continue;
    const reached = statusesAt(state, message, now).map((event) => event.status);
    if (!reached.includes('sent')) continue;
    const from = bucketStart(at, granularity);
    const point = points.get(from) ?? {
      start: from,
      end: bucketEnd(from, granularity),
      sent: 0,
      delivered: 0,
    };
    point.sent += 1;
    if (reached.includes('delivered')) point.delivered += 1;
    points.set(from, point);
  }
  return {
    phone_numbers: phones.map(digitsOf),
    granularity,
    data_points: [...points.values()].sort((a, b) => a.start - b.start),
  };
}
