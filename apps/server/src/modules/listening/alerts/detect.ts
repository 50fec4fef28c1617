/**
 * Spike detection, pure: the last full hour of a topic against its baseline.
 * - volume: the hour's mentions at least the previous 12 hours' mean plus 3 standard deviations of
 *   the previous 7 days' hourly counts, and at least SPIKE_MIN_MENTIONS;
 * - negative: with at least SPIKE_MIN_MENTIONS in the hour, its negative share at least the previous
 *   7 days' negative share plus NEGATIVE_JUMP (20 points).
 */

/** One hour of a topic: its mentions and, of them, the negative ones. */
export interface HourCount {
  total: number;
  negative: number;
}

export interface Spike {
  kind: 'volume' | 'negative';
  /** The hour's mentions (volume) or negative share in 1/10000 (negative). */
  observed: number;
  /** The baseline's mean in the same unit. */
  baseline: number;
}

/** Hours whose mean is the volume baseline. */
export const MEAN_HOURS = 12;
/** Hours whose spread (and negative share) is the baseline: 7 days. */
export const BASELINE_HOURS = 7 * 24;
/** Fewer mentions in the hour than this is never a spike. */
export const SPIKE_MIN_MENTIONS = 10;
/** Standard deviations above the mean for a volume spike. */
export const VOLUME_SIGMAS = 3;
/** Points of negative share above the baseline's for a negative spike, in 1/10000. */
export const NEGATIVE_JUMP = 2_000;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The population standard deviation. */
function deviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/**
 * The spikes of an hour given the hours before it (oldest first; the last BASELINE_HOURS are read,
 * hours without mentions included as zeros).
 */
export function detectSpikes(hour: HourCount, before: readonly HourCount[]): Spike[] {
  const spikes: Spike[] = [];
  if (hour.total < SPIKE_MIN_MENTIONS) return spikes;
  const week = before.slice(-BASELINE_HOURS).map((entry) => entry.total);
  const recent = week.slice(-MEAN_HOURS);
  const baseline = mean(recent);
  if (hour.total >= baseline + VOLUME_SIGMAS * deviation(week) && hour.total > baseline)
    spikes.push({ kind: 'volume', observed: hour.total, baseline: Math.round(baseline) });
  const weekTotal = week.reduce((sum, value) => sum + value, 0);
  const weekNegative = before.slice(-BASELINE_HOURS).reduce((sum, entry) => sum + entry.negative, 0);
  const share = Math.round((hour.negative * 10_000) / hour.total);
  const baseShare = weekTotal === 0 ? 0 : Math.round((weekNegative * 10_000) / weekTotal);
  if (share >= baseShare + NEGATIVE_JUMP)
    spikes.push({ kind: 'negative', observed: share, baseline: baseShare });
  return spikes;
}
