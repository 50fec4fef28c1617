import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCallContext } from '../../../api/transport.js';
import { postPage, reportPost } from '../../../components/reports/test/fixtures.js';
import { base, fileResponse, openScreen, stubFileSaving } from '../../../components/reports/test/harness.js';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import PostReportPage from '../screens/PostReportPage.js';

vi.mock('../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

type Body = Record<string, unknown>;
const open = (path = '/report/post', mode = 'post') =>
  openScreen(<PostReportPage routeName="report.post" params={{ mode }} />, path);

/** Answers the download endpoints with files named by Content-Disposition, recording what they were sent. */
function serveFiles(): { sent: (path: string) => Body[] } {
  const served = globalThis.fetch;
  const sent: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/api/admin/', '');
      if (path === 'report/post/export' || path === 'report/export/download') {
        sent.push({ path, body: JSON.parse(String(init.body)) as Body });
        return fileResponse(path === 'report/post/export' ? '帖子报表.csv' : 'posts-1001.xlsx');
      }
      return served(url, init);
    }),
  );
  return { sent: (path) => sent.filter((one) => one.path === path).map((one) => one.body) };
}

const me = {
  user_id: 7,
  userName: 'Mia',
  email: 'mia@example.com',
  type: 'member',
  isSuper: false,
  hasAdmin: false,
};
const myColumns = 'herald.reportColumns:7:1001:post';

describe('post report', () => {
  afterEach(() => localStorage.clear());

  it('lists the posts with their metrics and sorts by any metric on the server', async () => {
    const server = serve({ ...base(), 'report/post/reports': () => ok(postPage([reportPost()])) });
    open();
    const table = await screen.findByTestId('post-table');
    expect(within(table).getByText('Season 4 patch notes are live')).toBeTruthy();
    expect(within(table).getByText('20,500')).toBeTruthy();
    expect(within(table).getByText('8.20%')).toBeTruthy();
    expect(within(table).getByText('+13.89%')).toBeTruthy();
    const first = server.bodies('report/post/reports')[0] as Body;
    expect(first.sort).toEqual({ key: 'published_at', order: 'desc' });
    expect(first.metrics).toEqual([
      'views',
      'reach',
      'engagements',
      'engagement_rate_reach',
      'likes',
      'comments',
      'shares',
    ]);
    const reach = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.textContent === 'Reach');
    fireEvent.click(reach as HTMLElement);
    await waitFor(() =>
      expect((server.bodies('report/post/reports').at(-1) as Body).sort).toEqual({
        key: 'reach',
        order: 'desc',
      }),
    );
  });

  it('adds a metric column from the column chooser, asking the server for it', async () => {
    const server = serve({ ...base(), 'report/post/reports': () => ok(postPage([reportPost()])) });
    open();
    await screen.findByTestId('post-table');
    fireEvent.click(screen.getByTestId('columns-button'));
    const chooser = await screen.findByTestId('column-chooser');
    expect(within(chooser).getByText('Video')).toBeTruthy();
    expect(within(chooser).getByText('7 of 38 metrics')).toBeTruthy();
    fireEvent.click(within(chooser).getByText('Saves'));
    await waitFor(() =>
      expect((server.bodies('report/post/reports').at(-1) as Body).metrics).toContain('saves'),
    );
    const table = screen.getByTestId('post-table');
    const header = within(table).getAllByText('Saves');
    expect(header.length).toBeGreaterThan(0);
    const mark = within(table)
      .getAllByTestId('metric-absent')
      .find((one) => one.dataset.why === 'unsupport');
    expect(mark?.textContent).toContain('N/A');
  });

  it('remembers the chosen columns for the next visit', async () => {
    const first = serve({
      ...base(),
      'auth/user': () => ok(me),
      'report/post/reports': () => ok(postPage([reportPost()])),
    });
    const screenOne = open();
    await screen.findByTestId('post-table');
    await waitFor(() => expect(first.bodies('auth/user').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('columns-button'));
    fireEvent.click(within(await screen.findByTestId('column-chooser')).getByText('Saves'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(myColumns) ?? '[]')).toContain('saves'));
    screenOne.unmount();

    const second = serve({
      ...base(),
      'auth/user': () => ok(me),
      'report/post/reports': () => ok(postPage([reportPost()])),
    });
    open();
    await waitFor(() =>
      expect((second.bodies('report/post/reports').at(-1) as Body).metrics).toContain('saves'),
    );
    // Two visits of the screen, one after the other: twice a single screen's time.
  }, 40_000);

  it("keeps another game's choice apart: there the report opens with the default columns", async () => {
    localStorage.setItem(myColumns, JSON.stringify(['views', 'saves']));
    setCallContext({ game_id: 1002 });
    try {
      const other = serve({
        ...base(),
        'auth/user': () => ok(me),
        'report/post/reports': () => ok(postPage([reportPost()])),
      });
      open();
      await waitFor(() => expect(other.bodies('auth/user').length).toBeGreaterThan(0));
      await waitFor(() => expect(other.bodies('report/post/reports').length).toBeGreaterThan(0));
      expect((other.bodies('report/post/reports').at(-1) as Body).metrics).not.toContain('saves');
    } finally {
      setCallContext({ game_id: 1001 });
    }
  });

  it('ignores a stored choice naming metrics that no longer exist', async () => {
    localStorage.setItem(myColumns, JSON.stringify(['retired_metric', 'views']));
    const server = serve({
      ...base(),
      'auth/user': () => ok(me),
      'report/post/reports': () => ok(postPage([reportPost()])),
    });
    open();
    await waitFor(() =>
      expect((server.bodies('report/post/reports').at(-1) as Body).metrics).toEqual(['views']),
    );
    localStorage.setItem(myColumns, JSON.stringify(['retired_metric']));
    const again = serve({
      ...base(),
      'auth/user': () => ok(me),
      'report/post/reports': () => ok(postPage([reportPost()])),
    });
    open();
    await waitFor(() =>
      expect((again.bodies('report/post/reports').at(-1) as Body).metrics).toContain('engagements'),
    );
  });

  it('downloads a small report at once, named by Content-Disposition', async () => {
    serve({ ...base(), 'report/post/reports': () => ok(postPage([reportPost()], 15)) });
    const files = serveFiles();
    const saved = stubFileSaving();
    open();
    await screen.findByTestId('post-table');
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('CSV file'));
    expect(await screen.findByText('Downloaded 帖子报表.csv')).toBeTruthy();
    expect(files.sent('report/post/export')[0]).toMatchObject({
      format: 'csv',
      sort: { key: 'published_at' },
    });
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('runs a report over 20,000 rows as a job, shows its progress, then downloads its file', async () => {
    let polls = 0;
    const server = serve({
      ...base(),
      'report/post/reports': () => ok(postPage([reportPost()], 25_000)),
      'report/export/start': () =>
        ok({ id: 'job-1', state: 'queued', progress: 0, rows: null, filename: null, error: null }),
      'report/export/status': () => {
        polls += 1;
        return ok(
          polls < 2
            ? { id: 'job-1', state: 'running', progress: 40, rows: 10_000, filename: null, error: null }
            : {
                id: 'job-1',
                state: 'ready',
                progress: 100,
                rows: 25_000,
                filename: 'posts-1001.xlsx',
                error: null,
              },
        );
      },
    });
    const files = serveFiles();
    stubFileSaving();
    open();
    await screen.findByTestId('post-table');
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('Excel workbook (.xlsx)'));
    expect(await screen.findByTestId('export-progress')).toBeTruthy();
    expect(await screen.findByText('Downloaded posts-1001.xlsx', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.bodies('report/export/start')[0]).toMatchObject({
      report: 'post',
      input: { format: 'xlsx' },
    });
    expect(files.sent('report/post/export')).toHaveLength(0);
    expect(files.sent('report/export/download')[0]).toEqual({ id: 'job-1' });
  });

  it('says there is no data to export instead of downloading an empty file', async () => {
    serve({ ...base(), 'report/post/reports': () => ok(postPage([], 0)) });
    const files = serveFiles();
    open();
    expect(await screen.findByText('No data in this range')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('CSV file'));
    expect(await screen.findByText('No data to export in this range')).toBeTruthy();
    expect(files.sent('report/post/export')).toHaveLength(0);
  });

  it('keeps export disabled without the advanced report permission', async () => {
    serve({ ...base(['report_base']), 'report/post/reports': () => ok(postPage([reportPost()])) });
    open();
    await screen.findByTestId('post-table');
    await waitFor(() => expect(screen.getByTestId('export-button').hasAttribute('disabled')).toBe(true));
  });

  it('refuses an end before its start or a range over 366 days, asking the server nothing', async () => {
    const server = serve({ ...base(), 'report/post/reports': () => ok(postPage([reportPost()])) });
    const { unmount } = open('/report/post?start=2026-03-02&end=2026-03-01');
    expect((await screen.findByTestId('range-problem')).textContent).toBe(
      'Illegal time range: the end is before the start.',
    );
    unmount();
    open('/report/post?start=2024-01-01&end=2025-06-01');
    expect((await screen.findByTestId('range-problem')).textContent).toBe(
      'Illegal time range: a report covers at most 366 days.',
    );
    expect(server.bodies('report/post/reports')).toHaveLength(0);
  });

  it('opens the posts of one tag from its link, over the range it came with', async () => {
    const server = serve({ ...base(), 'report/post/reports': () => ok(postPage([reportPost()])) });
    open('/report/tag/post?tag_id=3&start=2026-10-01&end=2026-10-31', 'tag');
    expect(await screen.findByText('Posts of tag “Patch”')).toBeTruthy();
    const body = server.bodies('report/post/reports')[0] as Body;
    expect(body).toMatchObject({ tag_ids: [3], range: { start: '2026-10-01', end: '2026-10-31' } });
  });

  it("opens a post's drawer with its metric history and its Instagram collaborators", async () => {
    const post = reportPost({ id: 777, network: 'instagram', collaborators: ['pixel.ana'] });
    const server = serve({
      ...base(),
      'report/post/reports': () => ok(postPage([post])),
      'report/post/history': () =>
        ok({
          post,
          snapshots: [
            { taken_at: '2026-11-02T10:00:00.000Z', values: { views: 5_000 } },
            { taken_at: '2026-11-03T10:00:00.000Z', values: { views: 20_500 } },
          ],
        }),
      'report/post/set_collabs': (body) =>
        ok({ ...post, collaborators: (body as { usernames: string[] }).usernames }),
    });
    open();
    fireEvent.click(await screen.findByText('Season 4 patch notes are live'));
    const drawer = await screen.findByTestId('post-drawer');
    expect(server.bodies('report/post/history')[0]).toEqual({ id: 777 });
    const summary = await within(drawer).findByTestId('chart-summary');
    expect(summary.textContent).toMatch(/^Views, .* highest 20,500 .* last 20,500\.$/);
    expect(within(drawer).getByText('@pixel.ana')).toBeTruthy();
    fireEvent.click(within(drawer).getByText('Edit collaborators'));
    fireEvent.click(within(drawer).getByText('Save'));
    await waitFor(() =>
      expect(server.bodies('report/post/set_collabs')[0]).toEqual({ id: 777, usernames: ['pixel.ana'] }),
    );
  });

  it('shows composed posts with one sub row per network', async () => {
    const main = {
      content_id: 90,
      title: 'Season 4 launch',
      text: 'Season 4 is here',
      published_at: '2026-11-02T08:00:00.000Z',
      author: { id: 7, name: 'Lin' },
      metrics: {
        views: { type: 'amount', value: 41_000, compare_value: null, highest_value: null, na_type: null },
      },
      networks: [reportPost(), reportPost({ id: 502, network: 'twitter', name: 'StarForgeGame' })],
    };
    serve({
      ...base(),
      'report/main_post/reports': () => ok({ list: [main], total: 1, page: 1, page_size: 20, summary: {} }),
    });
    open('/report/main_post', 'mainpost');
    const table = await screen.findByTestId('main-post-table');
    expect(within(table).getByText('Season 4 launch')).toBeTruthy();
    expect(within(table).getByText('41,000')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    const networks = await screen.findByTestId('main-post-networks');
    expect(within(networks).getByText('StarForgeGame')).toBeTruthy();
  });
});
