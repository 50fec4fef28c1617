import {
  engagementParts,
  networkAccountKeys,
  networkMetricSupport,
  networkPostKeys,
  type SocialNetwork,
} from '@herald/contract';
import { PlatformError } from './errors.js';
import type { AccountReading, MetricNa, MetricReading, MetricValues } from './report-types.js';
import type { MetricPoint } from './types.js';

export type { AccountReading, MetricNa, MetricReading, MetricValues, ReportedPost } from './report-types.js';

/** Where a catalogue key comes from: the network's own name, times a factor into stored units. */
export interface MetricSource {
  key: string;
  factor?: number;
}

/**
 * A network's metric names (its current API) mapped to catalogue keys. Several names may feed one key
 * (Threads' reposts and shares both count as shares): their values add up.
 */
export interface NetworkMetricMap {
  network: SocialNetwork;
  post: Readonly<Record<string, MetricSource>>;
  account: Readonly<Record<string, MetricSource>>;
  /** Account keys computed from the mapped ones (followers growth = follows − unfollows). */
  derive?: (values: MetricValues) => MetricValues;
}

/** What a network answered: its counters by its own names, and the names it refused. */
export interface RawReading {
  counters: Readonly<Record<string, number>>;
  refused?: readonly string[];
}

/** Every catalogue key a mapping gives, for a kind. */
export function mappedKeys(map: NetworkMetricMap, kind: 'post' | 'account'): Set<string> {
  const keys = new Set(Object.values(map[kind]).map((source) => source.key));
  if (kind === 'post' && engagementParts.some((part) => keys.has(part))) keys.add('engagements');
  if (kind === 'account' && map.derive) for (const key of Object.keys(map.derive({}))) keys.add(key);
  return keys;
}

function mapCounters(
  counters: Readonly<Record<string, number>>,
  sources: Readonly<Record<string, MetricSource>>,
): MetricValues {
  const values: MetricValues = {};
  for (const [name, raw] of Object.entries(counters)) {
    const source = sources[name];
    if (!source || !Number.isFinite(raw)) continue;
    values[source.key] = (values[source.key] ?? 0) + Math.round(raw * (source.factor ?? 1));
  }
  return values;
}

/** Engagements added up from their parts where the network gives no total of its own. */
function withEngagements(values: MetricValues): MetricValues {
  if (values.engagements !== undefined) return values;
  const given = engagementParts.filter((part) => values[part] !== undefined);
  if (given.length === 0) return values;
  const { likes = 0, reactions = 0 } = values;
  const others = given.filter((part) => part !== 'likes' && part !== 'reactions');
  const total = Math.max(likes, reactions) + others.reduce((sum, part) => sum + (values[part] ?? 0), 0);
  return { ...values, engagements: total };
}

/** The keys a network never gives, and `sometimes` keys absent from this reading. */
function gapsOf(network: SocialNetwork, kind: 'post' | 'account', values: MetricValues): MetricNa {
  const support = networkMetricSupport[network];
  const na: MetricNa = {};
  for (const [key, gap] of Object.entries(kind === 'post' ? support.post : support.account))
    if (gap) na[key] = gap.na;
  if (kind === 'post') {
    for (const [key, reason] of Object.entries(support.sometimes)) {
      if (values[key] === undefined) na[key] = reason === 'post_type' ? 'unsupport' : 'unreach';
    }
  }
  return na;
}

/**
 * A post reading in catalogue keys: the mapped counters, `unreach` for each key whose network name was
 * refused (a retired or forbidden metric marks only itself), and the network's known gaps.
 */
export function postReading(map: NetworkMetricMap, raw: RawReading): MetricReading {
  const values = withEngagements(mapCounters(raw.counters, map.post));
  const na = gapsOf(map.network, 'post', values);
  for (const name of raw.refused ?? []) {
    const key = map.post[name]?.key;
    if (key && values[key] === undefined) na[key] = 'unreach';
  }
  return { values, na };
}

/** Daily account points in catalogue keys, one entry per UTC day. */
export function accountReading(
  map: NetworkMetricMap,
  points: readonly MetricPoint[],
  refused: readonly string[] = [],
): AccountReading {
  const byDay = new Map<string, Record<string, number>>();
  for (const point of points) {
    const day = byDay.get(point.day) ?? {};
    day[point.metric] = (day[point.metric] ?? 0) + point.value;
    byDay.set(point.day, day);
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, counters]) => {
      const values = mapCounters(counters, map.account);
      return { day, values: { ...values, ...(map.derive?.(values) ?? {}) } };
    });
  const na = gapsOf(map.network, 'account', {});
  for (const name of refused) {
    const key = map.account[name]?.key;
    if (key) na[key] = 'unreach';
  }
  return { days, na };
}

/** Whether a network refused a call because of a metric it named. */
export type RefusalTest = (error: PlatformError) => boolean;

/** Graph API (Facebook, Instagram, Threads): #100 an invalid or retired metric, #10 one not allowed. */
export const graphRefusal: RefusalTest = (error) => {
  const code = error.networkCode?.split('/')[0];
  return error.kind !== 'rate_limited' && error.kind !== 'transient' && (code === '100' || code === '10');
};

/** What a refusable read gathered: each part that loaded, and the names refused. */
export interface Refusable<T> {
  parts: T[];
  refused: string[];
}

/**
 * Reads metrics so that one refused name refuses only itself. Networks whose one call names many
 * metrics (Graph API insights) fail the whole call when one is invalid or no longer offered: the call
 * is then repeated on each half of the list, down to the single refused names — a few calls more
 * instead of a failed report.
 */
export async function readRefusable<T>(
  names: readonly string[],
  read: (names: readonly string[]) => Promise<T>,
  refuses: RefusalTest,
): Promise<Refusable<T>> {
  if (names.length === 0) return { parts: [], refused: [] };
  try {
    return { parts: [await read(names)], refused: [] };
  } catch (error) {
    if (!(error instanceof PlatformError) || !refuses(error)) throw error;
    if (names.length === 1) return { parts: [], refused: [...names] };
    const middle = Math.ceil(names.length / 2);
    const halves = await Promise.all([
      readRefusable(names.slice(0, middle), read, refuses),
      readRefusable(names.slice(middle), read, refuses),
    ]);
    return {
      parts: halves.flatMap((half) => half.parts),
      refused: halves.flatMap((half) => half.refused),
    };
  }
}

/** Counters read by a refusable read, merged into one reading. */
export function mergedCounters(read: Refusable<Record<string, number>>): RawReading {
  return { counters: Object.assign({}, ...read.parts), refused: read.refused };
}

/** A network's names for the keys of a mapping, in the order the mapping lists them. */
export function namesOf(sources: Readonly<Record<string, MetricSource>>): string[] {
  return Object.keys(sources);
}

/** Followers growth of a day from its follows and unfollows. */
export function growthFromFollows(values: MetricValues): MetricValues {
  return { followers_growth: (values.follows ?? 0) - (values.unfollows ?? 0) };
}

/** Every network-read key of a kind, for checking a mapping covers the catalogue. */
export function networkKeys(kind: 'post' | 'account'): readonly string[] {
  return kind === 'post' ? networkPostKeys : networkAccountKeys;
}
