import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeOf, zoneOffsetMinutes } from '../src/index.js';

describe('wall times in a zone and their instants', () => {
  it('reads a plain wall time in zones east and west of UTC', () => {
    expect(instantOf('2026-11-23T10:00', 'Asia/Shanghai').toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(instantOf('2026-07-01T09:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T16:30:00.000Z',
    );
    expect(wallTimeOf(new Date('2026-11-23T02:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-23T10:00');
  });

  it('when clocks go back, a time that occurs twice is its first occurrence', () => {
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST.
    expect(instantOf('2026-11-01T01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOf('2026-11-01T03:00', 'America/New_York').toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(-300);
  });

  it('when clocks go forward, a time that does not exist moves forward by the gap', () => {
    // New York, 14 March 2027: 02:00 EST becomes 03:00 EDT; 02:30 does not exist.
    expect(instantOf('2027-03-14T02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(wallTimeOf(new Date('2027-03-14T07:30:00Z'), 'America/New_York')).toBe('2027-03-14T03:30');
    // Berlin, 28 March 2027.
    expect(instantOf('2027-03-28T02:15', 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:15:00.000Z');
  });

  it('the same wall time a week apart across a change keeps the wall time, not the interval', () => {
    const before = instantOf('2026-10-25T09:00', 'America/New_York');
    const after = instantOf('2026-11-08T09:00', 'America/New_York');
    expect((after.getTime() - before.getTime()) / 3_600_000).toBe(14 * 24 + 1);
  });
});
