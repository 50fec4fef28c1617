export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The emulator's notion of "now". By default it follows the wall clock; with a `startTime` it is frozen
 * there (fully reproducible tests). Either way tests move it forward with `advance`, so token expiry,
 * scheduled posts, arriving comments and metrics can be exercised without waiting.
 */
export class EmulatorClock {
  private offsetMs = 0;

  constructor(private readonly startTime?: number) {}

  now(): number {
    return (this.startTime ?? Date.now()) + this.offsetMs;
  }

  get frozen(): boolean {
    return this.startTime !== undefined;
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0)
      throw new RangeError('advance_seconds must be a number ≥ 0');
    this.offsetMs += Math.round(seconds * 1000);
  }

  reset(): void {
    this.offsetMs = 0;
  }

  describe(): { now: string; unix: number; offset_seconds: number; frozen: boolean } {
    const now = this.now();
    return {
      now: new Date(now).toISOString(),
      unix: Math.floor(now / 1000),
      offset_seconds: this.offsetSeconds,
      frozen: this.frozen,
    };
  }
}
