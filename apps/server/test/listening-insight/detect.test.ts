import { describe, expect, it } from 'vitest';
import { BASELINE_HOURS, detectSpikes, type HourCount } from '../../src/modules/listening/alerts/detect.js';

/** A week of hours from a function of the hour's index (0 the oldest). */
function week(total: (index: number) => number, negative: (index: number) => number = () => 0): HourCount[] {
  return Array.from({ length: BASELINE_HOURS }, (_, index) => ({
    total: total(index),
    negative: negative(index),
  }));
}

describe('spike detection', () => {
  it('raises nothing on a flat series', () => {
    expect(
      detectSpikes(
        { total: 20, negative: 2 },
        week(
          () => 20,
          () => 2,
        ),
      ),
    ).toEqual([]);
  });

  it('raises nothing on ordinary noise', () => {
    const noisy = week((index) => 18 + (index % 5));
    expect(detectSpikes({ total: 23, negative: 0 }, noisy)).toEqual([]);
  });

  it('raises a volume spike far above the recent mean and the week’s spread', () => {
    const noisy = week((index) => 18 + (index % 5));
    const [spike, ...rest] = detectSpikes({ total: 80, negative: 0 }, noisy);
    expect(rest).toEqual([]);
    // The last 12 hours' mean: indexes 156–167, i.e. 18 + (index % 5).
    expect(spike).toEqual({ kind: 'volume', observed: 80, baseline: 20 });
  });

  it('takes slow growth for what it is, not a spike', () => {
    const growing = week((index) => 10 + Math.floor(index / 4));
    expect(detectSpikes({ total: 53, negative: 0 }, growing)).toEqual([]);
  });

  it('raises a negative surge when the hour’s negative share jumps 20 points', () => {
    const calm = week(
      () => 20,
      () => 2,
    );
    expect(detectSpikes({ total: 20, negative: 6 }, calm)).toEqual([
      { kind: 'negative', observed: 3000, baseline: 1000 },
    ]);
    // 19 points above the baseline is not enough.
    expect(
      detectSpikes(
        { total: 100, negative: 29 },
        week(
          () => 100,
          () => 10,
        ),
      ),
    ).toEqual([]);
  });

  it('raises nothing with too few mentions in the hour, whatever the baseline', () => {
    const silent = week(() => 0);
    expect(detectSpikes({ total: 9, negative: 9 }, silent)).toEqual([]);
    expect(detectSpikes({ total: 10, negative: 10 }, silent)).toEqual([
      { kind: 'volume', observed: 10, baseline: 0 },
      { kind: 'negative', observed: 10_000, baseline: 0 },
    ]);
  });

  it('raises both when a surge is loud and negative', () => {
    const calm = week(
      () => 5,
      (index) => (index % 5 === 0 ? 1 : 0),
    );
    expect(detectSpikes({ total: 60, negative: 45 }, calm).map((spike) => spike.kind)).toEqual([
      'volume',
      'negative',
    ]);
  });
});
