import type { ListenRange } from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';

export const listenPresets = ['24h', '7d', '30d', '90d'] as const;
export type ListenPreset = (typeof listenPresets)[number];

/** A topic's range: a preset ending now, or days picked by hand (whole local days). */
export type RangeChoice = { preset: ListenPreset } | { preset: 'custom'; start: string; end: string };

const hours: Readonly<Record<ListenPreset, number>> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
  '90d': 24 * 90,
};

/**
 * The instants a choice names. Presets end at the current minute, so the query key stays the same
 * for a minute and tabs share their cached answers.
 */
export function rangeOf(choice: RangeChoice, now: Dayjs = dayjs()): ListenRange {
  if (choice.preset === 'custom')
    return {
      start: dayjs(choice.start).startOf('day').toISOString(),
      end: dayjs(choice.end).endOf('day').toISOString(),
    };
  const end = now.startOf('minute');
  return { start: end.subtract(hours[choice.preset], 'hour').toISOString(), end: end.toISOString() };
}

export const defaultRange: RangeChoice = { preset: '7d' };
