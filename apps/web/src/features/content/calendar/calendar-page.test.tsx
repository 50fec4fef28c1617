import type { CalendarEntry } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarEntry } from '../../../components/post/fixtures.js';
import { ok, serve, setUpScreenTests, show } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import CalendarPage from './CalendarPage.js';
import { type Drop, useCalendarDrop } from './useCalendarDrop.js';

setUpScreenTests();
onDesktop();

const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['content'] });
const refusal = (code: number, msg: string) => ({ status: 400, body: { code, msg, data: null } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-25T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('calendar screen', () => {
  it('asks for the month in the chosen zone and places entries by their instant in it', async () => {
    vi.setSystemTime(new Date('2026-11-10T12:00:00.000Z'));
    const post = calendarEntry({ id: 7, label: 'Halloween recap', at: '2026-11-02T04:30:00.000Z' });
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'base/account/all': () => ok([]),
      'calendar/list': () => ok({ items: [post], truncated: false }),
    });
    show(<CalendarPage routeName="content.calendar" params={{}} />);
    await screen.findByText('Halloween recap');
    const zone = within(screen.getByTestId('zone-select')).getByRole('combobox');
    fireEvent.mouseDown(zone);
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(await screen.findByTitle('America/New_York'));
    await waitFor(() =>
      expect(server.bodies('calendar/list').at(-1)).toEqual({
        from: '2026-11-01T04:00:00.000Z',
        to: '2026-12-13T05:00:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(screen.getByText('Halloween recap').closest('[data-date]')?.getAttribute('data-date')).toBe(
        '2026-11-01',
      ),
    );
  });

  it('starts phones on the day’s list, titled with the day', async () => {
    screenWidth(390);
    vi.setSystemTime(new Date('2026-11-10T12:00:00.000Z'));
    const post = calendarEntry({ id: 8, label: 'Midweek patch', at: '2026-11-10T15:00:00.000Z' });
    const server = serve({
      'auth/perms': () => perms(['content_base']),
      'base/account/all': () => ok([]),
      'calendar/list': () => ok({ items: [post], truncated: false }),
    });
    show(<CalendarPage routeName="content.calendar" params={{}} />);
    expect(await screen.findByText('Midweek patch')).toBeTruthy();
    expect(screen.getByTestId('calendar-title').textContent).toBe('November 10, 2026');
    const asked = server.bodies('calendar/list').at(-1) as { from: string; to: string };
    expect(Date.parse(asked.to) - Date.parse(asked.from)).toBe(24 * 3600 * 1000);
  });

  it('says when the period holds more posts than it shows', async () => {
    serve({
      'auth/perms': () => perms(['content_base']),
      'base/account/all': () => ok([]),
      'calendar/list': () => ok({ items: [], truncated: true }),
    });
    show(<CalendarPage routeName="content.calendar" params={{}} />);
    expect(await screen.findByText(/Only the first 5000 posts of this period are shown/)).toBeTruthy();
  });
});

function DropProbe({ post, drop }: { post: CalendarEntry; drop: Drop }) {
  const onDrop = useCalendarDrop(new Map([[post.id, post]]), 'America/New_York');
  return (
    <button type="button" onClick={() => void onDrop(drop)}>
      drop
    </button>
  );
}

describe('dragging an entry', () => {
  // Scheduled for 10:00 in New York on 31 October (EDT), dragged two days on in the month view:
  // the calendar keeps 10:00 on its clock, which on 2 November is EST.
  const post = calendarEntry({ id: 7, at: '2026-10-31T14:00:00.000Z', time_zone: 'America/New_York' });
  const dropped = (revert: () => void): Drop => ({
    event: { id: '7', start: new Date('2026-11-02T10:00:00.000Z') },
    revert,
  });

  it('reschedules the post to the instant the drop reads in the zone shown, keeping its own zone', async () => {
    const server = serve({ 'post/reschedule': () => ok({}) });
    const revert = vi.fn();
    show(<DropProbe post={post} drop={dropped(revert)} />);
    fireEvent.click(screen.getByText('drop'));
    await waitFor(() =>
      expect(server.bodies('post/reschedule')).toEqual([
        {
          id: 7,
          scheduled_at: '2026-11-02T15:00:00.000Z',
          time_zone: 'America/New_York',
          accept_risk: false,
        },
      ]),
    );
    expect(await screen.findByText('Rescheduled to 2026-11-02 10:00')).toBeTruthy();
    expect(revert).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and puts the entry back', async () => {
    serve({ 'post/reschedule': () => refusal(1601, 'This cannot be done while the content is publishing') });
    const revert = vi.fn();
    show(<DropProbe post={post} drop={dropped(revert)} />);
    fireEvent.click(screen.getByText('drop'));
    expect(
      await screen.findByText('Error 1601: This cannot be done while the content is publishing'),
    ).toBeTruthy();
    expect(revert).toHaveBeenCalledOnce();
  });

  it('names what the schedule broke when the server refuses it', async () => {
    serve({
      'post/reschedule': () => ({
        status: 400,
        body: {
          code: 1001,
          msg: 'Validation failed, please check the form',
          data: { issues: [{ path: 'publish.scheduled_at', message: 'Schedule at least 30 minutes ahead' }] },
        },
      }),
    });
    const revert = vi.fn();
    show(<DropProbe post={post} drop={dropped(revert)} />);
    fireEvent.click(screen.getByText('drop'));
    expect(await screen.findByText('Schedule at least 30 minutes ahead')).toBeTruthy();
    expect(screen.getByText('Error 1001: Validation failed, please check the form')).toBeTruthy();
    expect(revert).toHaveBeenCalledOnce();
  });

  it('asks before accepting a risky time, then sends it with the risk accepted', async () => {
    let calls = 0;
    const server = serve({
      'post/reschedule': () => {
        calls += 1;
        return calls === 1 ? refusal(1604, 'Risky release: publishing may fail') : ok({});
      },
    });
    const revert = vi.fn();
    show(<DropProbe post={post} drop={dropped(revert)} />);
    fireEvent.click(screen.getByText('drop'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go on anyway' }));
    await waitFor(() => expect(server.bodies('post/reschedule')).toHaveLength(2));
    expect(server.bodies('post/reschedule')[1]).toMatchObject({ accept_risk: true });
    expect(revert).not.toHaveBeenCalled();
  });
});
