import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarEntry } from '../../../components/post/fixtures.js';
import { instantOf, wallOf } from '../../../lib/zone.js';
import { serve, setUpScreenTests, show } from '../../../test-harness.js';
import { CalendarBoard } from './CalendarBoard.js';
import { toEvents } from './events.js';

setUpScreenTests();

describe('calendar time zones', () => {
  it('places an entry at the wall-clock time of the chosen zone, on the DST change of 2026-11-01', () => {
    // 04:30 UTC on 2 November is 23:30 on 1 November in New York (EST, UTC-5, since 06:00 UTC on the 1st).
    const post = calendarEntry({ id: 7, at: '2026-11-02T04:30:00.000Z' });
    expect(toEvents([post], 'America/New_York', true)[0]?.start).toBe('2026-11-01T23:30:00');
    expect(toEvents([post], 'Asia/Shanghai', true)[0]?.start).toBe('2026-11-02T12:30:00');
    // The same wall-clock hour a day earlier is still EDT (UTC-4).
    expect(wallOf('2026-11-01T03:30:00.000Z', 'America/New_York')).toBe('2026-10-31T23:30:00');
    expect(instantOf('2026-11-01T23:30:00', 'America/New_York')).toBe('2026-11-02T04:30:00.000Z');
  });

  it('ends an entry at midnight at the latest, so it shows on one day only', () => {
    const late = calendarEntry({ id: 3, at: '2026-11-02T04:45:00.000Z' });
    expect(toEvents([late], 'America/New_York', true)[0]).toMatchObject({
      start: '2026-11-01T23:45:00',
      end: '2026-11-02T00:00:00',
    });
  });

  it('lets only scheduled posts the caller may act on be dragged', () => {
    const scheduled = calendarEntry({ id: 1 });
    const published = calendarEntry({ id: 2, status: 'published', movable: false });
    expect(toEvents([scheduled, published], 'UTC', true).map((event) => event.startEditable)).toEqual([
      true,
      false,
    ]);
    expect(toEvents([scheduled], 'UTC', false)[0]?.startEditable).toBe(false);
  });
});

describe('calendar board', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the entry in the month cell of its day in the zone, and asks for the visible range', async () => {
    serve({});
    const post = calendarEntry({ id: 7, label: 'Halloween recap' });
    const ranges: unknown[] = [];
    show(
      <CalendarBoard
        events={toEvents([post], 'America/New_York', true)}
        posts={new Map([[post.id, post]])}
        zone="America/New_York"
        phone={false}
        onRange={(range) => ranges.push(range)}
        onOpen={() => undefined}
        onDrop={async () => undefined}
      />,
    );
    const entry = await screen.findByText('Halloween recap');
    const cell = entry.closest('[data-date]');
    expect(cell?.getAttribute('data-date')).toBe('2026-11-01');
    expect(entry.closest('.fc-event')?.textContent).toContain('23:30');
    // November 2026 starts on a Sunday, so the grid (weeks from Sunday) starts on the 1st.
    await waitFor(() =>
      expect(ranges[0]).toEqual({
        start: '2026-11-01T00:00:00',
        end: '2026-12-13T00:00:00',
        title: 'November 2026',
      }),
    );
  });
});
