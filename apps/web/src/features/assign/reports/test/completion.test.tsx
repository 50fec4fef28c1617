import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawn, openScreen, stubFileSaving } from '../../../../components/reports/test/harness.js';
import { setLanguage } from '../../../../i18n/index.js';
import { ok, serve, setUpScreenTests } from '../../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../../test-width.js';
import CompletionReportPage from '../CompletionReportPage.js';
import { assignBase, completionReport, serveFiles } from './fixtures.js';

vi.mock('../../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();
afterEach(async () => {
  await setLanguage('en');
});

type Body = Record<string, unknown>;
const lead = ['assign_base', 'assign_manage'];
const open = () => openScreen(<CompletionReportPage />, '/assign/report/task/complete');

/** The card of a summary metric by its title. */
function card(title: string): HTMLElement {
  const cards = screen.getByTestId('metric-cards');
  const label = within(cards).getByText(title);
  return label.closest('.ant-card') as HTMLElement;
}

describe('completion report', () => {
  it('shows the summary against the previous range with change arrows, and each task in its own zone', async () => {
    const server = serve({ ...assignBase(lead), 'report/complete/reports': () => ok(completionReport) });
    open();
    const tasks = await screen.findByTestId('completion-tasks');
    expect(server.bodies('report/complete/reports')[0]).toMatchObject({ compare: { mode: 'previous' } });
    expect(within(card('Tasks')).getByText('4')).toBeTruthy();
    expect(within(card('Tasks')).getByTestId('metric-change').dataset.direction).toBe('up');
    expect(within(card('On-time rate')).getByText('75.00%')).toBeTruthy();
    expect(within(card('On-time rate')).getByText('−25.00%')).toBeTruthy();
    const rows = within(tasks).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Launch / EU / Teaser')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2026-11-02 12:00 (Asia/Shanghai)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('No label')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('2026-11-01 11:00 (Europe/Paris)')).toBeTruthy();
  });

  it("charts each receiver's to-dos by outcome and lists their workload", async () => {
    serve({ ...assignBase(lead), 'report/complete/reports': () => ok(completionReport) });
    open();
    const receivers = await screen.findByTestId('completion-receivers');
    const bob = within(receivers).getAllByRole('row')[1] as HTMLElement;
    expect(within(bob).getByText('Bob Li')).toBeTruthy();
    expect(within(bob).getByText('+300.00%')).toBeTruthy();
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect(drawn.at(-1)).toMatchObject({
      yAxis: { data: ['Bob Li', 'Alice Chen'] },
      series: [
        { name: 'Completed', data: [1, 3], stack: 'workload' },
        { name: 'Rejected', data: [1, 0] },
        { name: 'Overdue', data: [2, 0] },
        { name: 'Pending, not yet due', data: [0, 0] },
      ],
    });
    expect(screen.getByTestId('chart-summary').textContent).toContain(
      'Bob Li: Completed 1, Rejected 1, Overdue 2, Pending, not yet due 0',
    );
  });

  it('narrows to a receiver the lead picks; a receiver gets no such picker and is told the figures are theirs', async () => {
    const server = serve({ ...assignBase(lead), 'report/complete/reports': () => ok(completionReport) });
    const { unmount } = open();
    await screen.findByTestId('completion-tasks');
    fireEvent.mouseDown(within(screen.getByTestId('receiver-picker')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Alice Chen', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(server.bodies('report/complete/reports').at(-1)).toMatchObject({ receiver_ids: [21] }),
    );
    expect((server.bodies('report/complete/reports').at(-1) as Body).platforms).toBeUndefined();
    unmount();
    serve({ ...assignBase(), 'report/complete/reports': () => ok(completionReport) });
    open();
    await screen.findByTestId('completion-tasks');
    expect(await screen.findByTestId('own-scope-note')).toBeTruthy();
    expect(screen.queryByTestId('receiver-picker')).toBeNull();
    expect(screen.queryByTestId('scope-filters')).toBeNull();
  });

  it('exports the per-receiver table with assign_base, named by Content-Disposition', async () => {
    serve({ ...assignBase(), 'report/complete/reports': () => ok(completionReport) });
    const files = serveFiles({ 'report/complete/export': 'complete-receivers-report.csv' });
    stubFileSaving();
    open();
    await screen.findByTestId('completion-tasks');
    await waitFor(() => expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.mouseEnter(await screen.findByText('Per receiver'));
    fireEvent.click(await screen.findByText('CSV file'));
    expect(await screen.findByText('Downloaded complete-receivers-report.csv')).toBeTruthy();
    expect(files.sent('report/complete/export')[0]).toMatchObject({ table: 'receivers', format: 'csv' });
  });

  it('says no task is due when the range has none', async () => {
    serve({
      ...assignBase(lead),
      'report/complete/reports': () => ok({ summary: {}, tasks: [], receivers: [] }),
    });
    open();
    expect((await screen.findByTestId('report-empty')).textContent).toContain(
      'No task is due in this range.',
    );
  });

  it('reads in Simplified Chinese at phone width', async () => {
    screenWidth(390);
    await setLanguage('zh-CN');
    serve({ ...assignBase(lead), 'report/complete/reports': () => ok(completionReport) });
    open();
    const tasks = await screen.findByTestId('completion-tasks');
    expect(screen.getByText('完成情况报表')).toBeTruthy();
    expect(within(card('按时完成率')).getByText('75.00%')).toBeTruthy();
    expect(within(tasks).getByText('已结束')).toBeTruthy();
    expect(tasks.className).toMatch(/ant-table-small/);
    expect(tasks.className).toMatch(/ant-table-scroll-horizontal/);
  });
});
