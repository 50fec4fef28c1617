import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openScreen, stubFileSaving } from '../../../../components/reports/test/harness.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../../test-width.js';
import LabelReportPage from '../LabelReportPage.js';
import { assignBase, labelReport, serveFiles } from './fixtures.js';

vi.mock('../../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

type Body = Record<string, unknown>;
const open = () => openScreen(<LabelReportPage />, '/assign/report/label');

describe('label report', () => {
  it("lists each label's subtree figures, tasks and to-dos, linking to its posts over the same range", async () => {
    const server = serve({ ...assignBase(), 'report/label/reports': () => ok(labelReport) });
    open();
    const table = await screen.findByTestId('label-table');
    const body = server.bodies('report/label/reports')[0] as Body & { range: { start: string; end: string } };
    expect(body).toMatchObject({
      sort: { key: 'engagements', order: 'desc' },
      compare: { mode: 'previous' },
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1] as HTMLElement).getByText('EU')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Launch')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('4')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('−50.00%')).toBeTruthy();
    const link = within(rows[0] as HTMLElement).getByText('View posts') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(
      `/assign/report/label/post?game_id=1001&game_area=asia&label_id=4&start=${body.range.start}&end=${body.range.end}`,
    );
    expect(screen.getByTestId('chart-summary').textContent).toBe(
      'Engagements by label: Events 700; Launch / EU 300.',
    );
  });

  it('tells a receiver the figures are their own to-dos, and asks nothing of the metrics look-ups they may not read', async () => {
    const server = serve({ ...assignBase(), 'report/label/reports': () => ok(labelReport) });
    open();
    await screen.findByTestId('label-table');
    expect(screen.getByTestId('own-scope-note').textContent).toContain('the to-dos you received');
    expect(server.bodies('report/query/last')).toHaveLength(0);
    expect(server.bodies('report/refresh/list')).toHaveLength(0);
  });

  it('shows a lead (assign_manage) no such note', async () => {
    serve({ ...assignBase(['assign_base', 'assign_manage']), 'report/label/reports': () => ok(labelReport) });
    open();
    await screen.findByTestId('label-table');
    // The caller's keys are known once export is offered (it needs assign_base).
    await waitFor(() => expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('own-scope-note')).toBeNull();
  });

  it('exports the label report with assign_base alone, named by Content-Disposition', async () => {
    serve({ ...assignBase(), 'report/label/reports': () => ok(labelReport) });
    const files = serveFiles({ 'report/label/export': '标签报表.csv' });
    stubFileSaving();
    open();
    await screen.findByTestId('label-table');
    await waitFor(() => expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('CSV file'));
    expect(await screen.findByText('Downloaded 标签报表.csv')).toBeTruthy();
    expect(files.sent('report/label/export')[0]).toMatchObject({
      format: 'csv',
      sort: { key: 'engagements' },
    });
  });

  it('says so when no label has posts or tasks due, and offers a retry when the report fails', async () => {
    let fail = true;
    serve({
      ...assignBase(),
      'report/label/reports': () => (fail ? serverError : ok({ list: [], summary: {}, tasks: 0, todos: 0 })),
    });
    open();
    const retry = await screen.findByRole('button', { name: /retry/i }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('report-empty')).toBeTruthy();
  });

  it('reads well at phone width: filters stacked, the table scrolls sideways', async () => {
    screenWidth(390);
    serve({ ...assignBase(), 'report/label/reports': () => ok(labelReport) });
    open();
    const table = await screen.findByTestId('label-table');
    expect(screen.getByTestId('scope-filters').className).toMatch(/vertical/);
    expect(table.className).toMatch(/ant-table-small/);
    expect(table.className).toMatch(/ant-table-scroll-horizontal/);
  });
});
