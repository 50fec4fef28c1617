import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postPage, reportPost } from '../../../../components/reports/test/fixtures.js';
import { openScreen, stubFileSaving } from '../../../../components/reports/test/harness.js';
import { ok, serve, setUpScreenTests } from '../../../../test-harness.js';
import { onDesktop } from '../../../../test-width.js';
import AssignPostReportPage from '../AssignPostReportPage.js';
import { assignBase, serveFiles } from './fixtures.js';

vi.mock('../../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

type Body = Record<string, unknown>;
const open = (mode: 'label' | 'task', query = '') =>
  openScreen(
    <AssignPostReportPage routeName={`assign.report.${mode}.post`} params={{ mode }} />,
    `/assign/report/${mode}/post${query}`,
  );

describe('label posts and task posts', () => {
  it("reads a label's linked posts over the range the label report linked with", async () => {
    const server = serve({ ...assignBase(), 'report/label/posts': () => ok(postPage([reportPost()])) });
    open('label', '?label_id=2&start=2026-10-01&end=2026-10-31');
    expect(await screen.findByText('Posts of label “EU”')).toBeTruthy();
    const table = await screen.findByTestId('post-table');
    expect(within(table).getByText('20,500')).toBeTruthy();
    expect(server.bodies('report/label/posts')[0]).toMatchObject({
      label_ids: [2],
      range: { start: '2026-10-01', end: '2026-10-31' },
      sort: { key: 'published_at', order: 'desc' },
      page: 1,
    });
    // Without report_base there is no post drawer: a post opens on its network.
    const post = within(table).getByText('Season 4 patch notes are live').closest('a');
    expect(post?.getAttribute('href')).toBe('https://facebook.example/p/501');
    expect(server.bodies('report/post/metrics')).toHaveLength(0);
  });

  it('reads every label’s linked posts when no label is picked, and keeps the page it moved to', async () => {
    const server = serve({ ...assignBase(), 'report/label/posts': () => ok(postPage([reportPost()], 45)) });
    open('label');
    expect(await screen.findByText('Posts by label')).toBeTruthy();
    await screen.findByTestId('post-table');
    expect((server.bodies('report/label/posts')[0] as Body).label_ids).toBeUndefined();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect((server.bodies('report/label/posts').at(-1) as Body).page).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((server.bodies('report/label/posts').at(-1) as Body).page).toBe(2);
  });

  it('asks for a task first, then reads the posts linked to the picked task', async () => {
    const server = serve({ ...assignBase(), 'report/task/posts': () => ok(postPage([reportPost()])) });
    open('task');
    expect(await screen.findByTestId('pick-first')).toBeTruthy();
    const picker = screen.getByTestId('task-picker');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Patch notes'));
    await screen.findByTestId('post-table');
    expect(server.bodies('report/task/posts')[0]).toMatchObject({ task_ids: [8] });
  });

  it("exports a task's posts directly with assign_base, naming its tasks", async () => {
    serve({ ...assignBase(), 'report/task/posts': () => ok(postPage([reportPost()], 3)) });
    const files = serveFiles({ 'report/task/posts/export': 'task-post-report.xlsx' });
    stubFileSaving();
    open('task', '?task_id=7');
    await screen.findByTestId('post-table');
    await waitFor(() => expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('Excel workbook (.xlsx)'));
    expect(await screen.findByText('Downloaded task-post-report.xlsx')).toBeTruthy();
    expect(files.sent('report/task/posts/export')[0]).toMatchObject({ task_ids: [7], format: 'xlsx' });
  });

  it('says so when the picked tasks have no linked post in the range', async () => {
    serve({ ...assignBase(), 'report/task/posts': () => ok(postPage([], 0)) });
    open('task', '?task_id=7');
    expect(await screen.findByText('No data in this range')).toBeTruthy();
  });
});
