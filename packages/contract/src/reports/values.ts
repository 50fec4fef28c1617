import { metricScale } from '../entities/metrics.js';
import type { MetricValueType } from '../enums.js';

export type ChangeDirection = 'up' | 'down' | 'same';

export interface MetricChange {
  direction: ChangeDirection;
  /** The change against the compared value in percent, to 2 decimals; null when that was 0. */
  percent: number | null;
}

/**
 * A value against its comparison (SPEC §5): up, down or same, with the percentage to 2 decimals.
 * Null when either side is missing — a change is never invented from an absent figure.
 */
export function metricChange(value: number | null, compare: number | null): MetricChange | null {
  if (value === null || compare === null) return null;
  const direction: ChangeDirection = value > compare ? 'up' : value < compare ? 'down' : 'same';
  if (compare === 0) return { direction, percent: value === 0 ? 0 : null };
  const percent = Math.round(((value - compare) / Math.abs(compare)) * 10_000) / 100;
  return { direction, percent };
}

/** A stored value in its displayed unit: percent stored in 1/10000 shows as 12.34 (%). */
export function metricDisplayNumber(type: MetricValueType, stored: number): number {
  return type === 'percent' ? (stored / metricScale.percent) * 100 : stored / metricScale[type];
}

/** A displayed figure (a fraction for percent, 0.1234 = 12.34 %) in stored units. */
export function metricStored(type: MetricValueType, fraction: number): number {
  return Math.round(fraction * metricScale[type]);
}
