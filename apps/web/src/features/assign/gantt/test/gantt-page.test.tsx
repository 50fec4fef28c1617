import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../i18n/index.js';
import { browserZone } from '../../../../lib/zone.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../../test-harness.js';
import { onDesktop } from '../../../../test-width.js';
import { rangeOf } from '../model/zoom.js';
import { ganttAnswer } from './fixtures.js';
import { base, chart, openGantt } from './harness.js';

vi.mock('../chart/GanttChart.js', async () => {
  const { StandInChart } = await import('./harness.js');
  return { GanttChart: StandInChart };
});

setUpScreenTests();
onDesktop();
afterEach(async () => {
  await setLanguage('en');
});

const rowsShown = () =>
  within(screen.getByTestId('gantt-stub'))
    .getAllByRole('listitem')
    .map((item) => `${item.dataset.kind}:${item.textContent}`);

const askedRange = (server: ReturnType<typeof serve>) => {
  const bodies = server.bodies('assign/task/gantt') as { range: { start: string; end: string } }[];
  return bodies.at(-1)?.range;
};

const isoRange = (anchor: string, zoom: 'day' | 'week' | 'month') => {
  const range = rangeOf(anchor, zoom, browserZone());
  return { start: range.start.toISOString(), end: range.end.toISOString() };
};

/** The drop handler the screen gave its chart, called as the chart calls it after a drag. */
const dropOn = (rowId: string, mode: 'move' | 'start' | 'end', days: number) => {
  const props = chart.props;
  const info = props?.rows.info.get(rowId);
  if (!props || !info) throw new Error(`no row ${rowId}`);
  return props.onDrop({ rowId, info, mode, days });
};

describe('task calendar', () => {
  it('shows the tasks of the answer grouped by label path, each with its deadline, over the month asked for', async () => {
    const server = serve(base());
    openGantt();
    await screen.findByTestId('gantt-stub');
    expect(rowsShown()).toEqual([
      'group:Launch / EU',
      'period:Teaser post',
      'deadline:Teaser post',
      'group:Patch',
      'period:Patch notes',
      'deadline:Patch notes',
    ]);
    expect(askedRange(server)).toEqual(isoRange('2026-11-01', 'day'));
    expect(screen.getByTestId('gantt-span').textContent).toBe('November 2026');
    expect(screen.getByText(/Axis in .+ \(your time zone\)/)).toBeTruthy();
    expect(chart.props?.canMove).toBe(true);
  });

  it('switches to a row per receiver, coloured by each one’s to-do, and keeps the choice in the URL', async () => {
    const server = serve(base());
    openGantt();
    await screen.findByTestId('gantt-stub');
    fireEvent.click(screen.getByText('Receiver'));
    await waitFor(() => expect(rowsShown()[0]).toBe('group:Alice Chen'));
    expect(rowsShown()).toEqual([
      'group:Alice Chen',
      'period:Teaser post',
      'deadline:Teaser post',
      'group:Bob Li',
      'period:Teaser post',
      'deadline:Teaser post',
      'period:Patch notes',
      'deadline:Patch notes',
    ]);
    expect(chart.props?.rows.info.get('t:101:21')?.state).toBe('completed');
    expect(chart.props?.rows.info.get('t:101:22')?.state).toBe('on_track');
    expect(screen.getByTestId('location').textContent).toContain('group=receiver');
    // The legend names how to-dos ended once rows are to-dos.
    expect(screen.getByRole('list', { name: 'What the colours mean' }).textContent).toContain('Completed');
    // Grouping is drawn from the same answer: nothing more is asked.
    expect(server.bodies('assign/task/gantt')).toHaveLength(1);
  });

  it('asks for the range the zoom and the navigation show', async () => {
    const server = serve(base());
    openGantt();
    await screen.findByTestId('gantt-stub');
    fireEvent.click(screen.getByText('Week'));
    await waitFor(() => expect(askedRange(server)).toEqual(isoRange('2026-11-01', 'week')));
    expect(screen.getByTestId('gantt-span').textContent).toBe('Q4 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(askedRange(server)).toEqual(isoRange('2027-02-01', 'week')));
    expect(screen.getByTestId('gantt-span').textContent).toBe('Q1 2027');
    fireEvent.click(screen.getByText('Month'));
    await waitFor(() => expect(askedRange(server)).toEqual(isoRange('2027-02-01', 'month')));
    expect(screen.getByTestId('gantt-span').textContent).toBe('2027');
    expect(screen.getByTestId('location').textContent).toContain('zoom=month');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('date='));
  });

  it('asks for the label and receiver filters of the URL', async () => {
    const server = serve(base());
    openGantt('date=2026-11-01&label=2,3&receiver=21');
    await screen.findByTestId('gantt-stub');
    const [body] = server.bodies('assign/task/gantt') as Record<string, unknown>[];
    expect(body?.label_ids).toEqual([2, 3]);
    expect(body?.receiver_ids).toEqual([21]);
    fireEvent.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(server.bodies('assign/task/gantt').at(-1)).not.toHaveProperty('label_ids'));
    expect(screen.getByTestId('location').textContent).not.toContain('label=');
  });

  it('saves a dropped bar through change task with its dates moved whole days in the task’s zone', async () => {
    const server = serve(base(undefined, { 'assign/task/change': () => ok({}) }));
    openGantt();
    await screen.findByTestId('gantt-stub');
    let saved: boolean | undefined;
    await act(async () => {
      saved = await dropOn('t:101', 'move', 2);
    });
    expect(saved).toBe(true);
    // Europe/Berlin: 10:00 and 18:00 on 3 and 6 November stay 10:00 and 18:00 two days on.
    expect(server.bodies('assign/task/change')).toEqual([
      {
        id: 101,
        fields: { post_period: { start: '2026-11-05T09:00:00.000Z', end: '2026-11-08T17:00:00.000Z' } },
      },
    ]);
    await act(async () => {
      await dropOn('d:101', 'move', -1);
    });
    expect(server.bodies('assign/task/change').at(-1)).toEqual({
      id: 101,
      fields: { deadline: '2026-11-07T17:00:00.000Z' },
    });
    expect(await screen.findByText('New dates of “Teaser post” saved')).toBeTruthy();
    // The change makes the chart read its tasks again.
    await waitFor(() => expect(server.bodies('assign/task/gantt').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of a drop and answers that it was not saved, so the bar goes back', async () => {
    serve(
      base(undefined, {
        'assign/task/change': () => ({
          status: 400,
          body: {
            code: 2207,
            msg: 'The deadline must be after now and not before the post period starts',
            data: null,
          },
        }),
      }),
    );
    openGantt();
    await screen.findByTestId('gantt-stub');
    let saved: boolean | undefined;
    await act(async () => {
      saved = await dropOn('t:101', 'start', 3);
    });
    expect(saved).toBe(false);
    expect(
      await screen.findByText(
        'Error 2207: The deadline must be after now and not before the post period starts',
      ),
    ).toBeTruthy();
  });

  it('saves a dropped draft through edit, with its other fields as they are', async () => {
    const server = serve(base(undefined, { 'assign/task/edit': () => ok({}) }));
    openGantt();
    await screen.findByTestId('gantt-stub');
    await act(async () => {
      await dropOn('t:102', 'end', 1);
    });
    const [body] = server.bodies('assign/task/edit') as { id: number; fields: Record<string, unknown> }[];
    expect(body?.id).toBe(102);
    expect(body?.fields).toMatchObject({
      name: 'Patch notes',
      label_id: 3,
      urgent: true,
      time_zone: 'Asia/Shanghai',
      deadline: '2026-11-12T10:00:00.000Z',
      post_period: { start: '2026-11-10T01:00:00.000Z', end: '2026-11-12T10:00:00.000Z' },
      receiver_ids: [22],
    });
    expect(server.bodies('assign/task/change')).toHaveLength(0);
  });

  it('gives a viewer without task management a read-only chart and says why', async () => {
    serve(base(['assign_base']));
    openGantt();
    await screen.findByTestId('gantt-stub');
    await waitFor(() => expect(screen.getByText(/needs the task management permission/)).toBeTruthy());
    expect(chart.props?.canMove).toBe(false);
    expect(screen.queryByText(/Drag a bar/)).toBeNull();
  });

  it('opens a task’s detail from the chart', async () => {
    serve(base());
    openGantt();
    await screen.findByTestId('gantt-stub');
    act(() => chart.props?.onOpen(101));
    expect(await screen.findByTestId('detail')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toMatch(/\/assign\/task\/detail\?.*id=101/);
  });

  it('reads in Simplified Chinese', async () => {
    serve(
      base(undefined, {
        'assign/task/gantt': () =>
          ok({ ...ganttAnswer(), tasks: [{ ...ganttAnswer().tasks[0], label: null, label_path: [] }] }),
      }),
    );
    await setLanguage('zh-CN');
    openGantt();
    await screen.findByTestId('gantt-stub');
    expect(screen.getByTestId('gantt-span').textContent).toBe('2026年11月');
    expect(rowsShown()[0]).toBe('group:无标签');
    expect(screen.getByRole('list', { name: '颜色说明' }).textContent).toContain('已逾期');
    expect(screen.getByText('日')).toBeTruthy();
    expect(screen.getByText('接收人', { selector: '.ant-segmented-item-label' })).toBeTruthy();
  });

  it('says when a period has no tasks, here and after moving on', async () => {
    serve(base(undefined, { 'assign/task/gantt': () => ok({ tasks: [], todos: [] }) }));
    openGantt();
    expect(await screen.findByText('No tasks in this period.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('No tasks in this period.')).toBeTruthy();
  });

  it('says the filters leave no task', async () => {
    serve(base(undefined, { 'assign/task/gantt': () => ok({ tasks: [], todos: [] }) }));
    openGantt('date=2026-11-01&receiver=21');
    expect(await screen.findByText('No tasks match the filters in this period.')).toBeTruthy();
  });

  it('offers a retry when the calendar cannot be read', async () => {
    let fail = true;
    serve(base(undefined, { 'assign/task/gantt': () => (fail ? serverError : ok(ganttAnswer())) }));
    openGantt();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText('Failed to load the task calendar (click to retry)')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('gantt-stub')).toBeTruthy();
  });
});
