/** What the gantt screen's tests share: the fake server's answers, the screen opened at a URL, a stand-in chart. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route as Path, Routes, useLocation } from 'react-router';
import { ok, Providers, type Route } from '../../../../test-harness.js';
import type { GanttChartProps } from '../chart/GanttChart.js';
import GanttPage from '../GanttPage.js';
import { alice, bob, ganttAnswer, labelTree } from './fixtures.js';

/**
 * The props the screen last gave its chart. SVAR draws on a canvas, which jsdom lacks, so the tests put a
 * stand-in in its place (vi.mock) and check what the screen hands it: the rows, the range, whether it may
 * drag, and the drop handler.
 */
export const chart: { props: GanttChartProps | null } = { props: null };

/** The stand-in: each row's text and kind, readable by the tests. */
export function StandInChart(props: GanttChartProps): ReactElement {
  chart.props = props;
  return (
    <ul data-testid="gantt-stub" data-can-move={String(props.canMove)}>
      {props.rows.rows.map((row) => (
        <li key={row.id} data-id={row.id} data-kind={props.rows.info.get(row.id)?.kind}>
          {row.text}
        </li>
      ))}
    </ul>
  );
}

export function perms(resources: string[]) {
  return { resources, is_game_admin: false, is_platform_admin: false };
}

/** A manager's console answering the gantt with two tasks; `routes` overrides any path. */
export function base(resources = ['assign_base', 'assign_manage'], routes: Record<string, Route> = {}) {
  return {
    'auth/perms': () => ok(perms(resources)),
    'assign/task/gantt': () => ok(ganttAnswer()),
    'assign/label/list': () => ok(labelTree),
    'assign/task/receivers': () => ok([alice, bob]),
    ...routes,
  };
}

/** Opens the task calendar with a query (anchored on 1 November 2026 unless the query says otherwise). */
export function openGantt(query = 'date=2026-11-01') {
  chart.props = null;
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/assign/task/gantt?game_id=1001&game_area=asia&${query}`]}>
        <Routes>
          <Path path="/assign/task/gantt" element={<GanttPage routeName="assign.task.gantt" params={{}} />} />
          <Path path="/assign/task/detail" element={<p data-testid="detail">detail</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

/** The current URL, for tests that check what the screen keeps in it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
