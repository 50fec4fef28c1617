import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountReport } from '../../../components/reports/test/fixtures.js';
import { base, drawn, openScreen } from '../../../components/reports/test/harness.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import AccountReportPage from '../screens/AccountReportPage.js';

vi.mock('../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

const open = () => openScreen(<AccountReportPage />, '/report/account');

describe('account report', () => {
  it('shows the totals with their change against the previous period, and the per-account figures', async () => {
    const server = serve({ ...base(), 'report/account/reports': () => ok(accountReport) });
    open();
    const cards = await screen.findByTestId('metric-cards');
    expect(within(cards).getByText('1,234,567')).toBeTruthy();
    expect(within(cards).getByText('12.34%')).toBeTruthy();
    const changes = within(cards).getAllByTestId('metric-change');
    expect(changes.map((change) => change.dataset.direction)).toContain('up');
    expect(within(cards).getByText('+23.46%')).toBeTruthy();
    expect(within(cards).getByText('Up 23.46% from 1,000,000')).toBeTruthy();
    expect(within(cards).getByText('Down 7.69% from 9,100')).toBeTruthy();
    expect(within(cards).getByText('−7.69%')).toBeTruthy();
    expect(within(cards).getByText('Same as 45,210')).toBeTruthy();
    // The range asked for is the last 28 UTC days against the previous 28.
    const [body] = server.bodies('report/account/reports') as { compare: unknown }[];
    expect(body?.compare).toEqual({ mode: 'previous' });
    const table = screen.getByTestId('account-table');
    expect(within(table).getByText('r/StarForge')).toBeTruthy();
    expect(within(table).getAllByTestId('emulated-tag')).toHaveLength(1);
    // The wide table scrolls in a named region a keyboard can reach.
    const region = screen.getByRole('region', { name: 'Per account' });
    expect(region.tabIndex).toBe(0);
    expect(table.contains(region)).toBe(true);
    expect(screen.getByTestId('last-fetched').textContent).toMatch(/Data last fetched 2026-11-03/);
  });

  it('marks unsupported N/A and refused or mismatched figures with a dash, each saying why', async () => {
    serve({ ...base(), 'report/account/reports': () => ok(accountReport) });
    open();
    const table = await screen.findByTestId('account-table');
    const marks = within(table).getAllByTestId('metric-absent');
    const unsupported = marks.find((mark) => mark.dataset.why === 'unsupport');
    const unreached = marks.find((mark) => mark.dataset.why === 'unreach');
    expect(unsupported?.textContent).toContain('N/A');
    expect(unsupported?.textContent).toContain('the network does not offer this metric');
    expect(unreached?.textContent).toContain('—');
    expect(unreached?.textContent).toContain('the network refused this metric');
    const cardMarks = within(screen.getByTestId('metric-cards')).getAllByTestId('metric-absent');
    expect(cardMarks.find((mark) => mark.dataset.why === 'mismatch')?.textContent).toContain('—');
    // Follows were not in the answer at all: never read, a question mark.
    expect(cardMarks.find((mark) => mark.dataset.why === 'missing')?.textContent).toContain('?');
    fireEvent.mouseEnter(unsupported as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toMatch(/does not offer this metric/);
  });

  it('draws the trend with the compared range as a second, dashed line and says it in words', async () => {
    serve({ ...base(), 'report/account/reports': () => ok(accountReport) });
    open();
    const summary = await screen.findByTestId('chart-summary');
    expect(summary.textContent).toBe(
      'Followers, 2026-11-01 to 2026-11-03: highest 128,400 on 2026-11-03, last 128,400.',
    );
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    const series = drawn.at(-1)?.series as { name: string; lineStyle: { type?: string } }[];
    expect(series.map((one) => one.name)).toEqual(['Followers', 'Followers (compared range)']);
    expect(series[1]?.lineStyle.type).toBe('dashed');
  });

  it('says "No data in this range" instead of an empty chart', async () => {
    serve({ ...base(), 'report/account/reports': () => ok({ ...accountReport, accounts: [], trends: [] }) });
    open();
    expect(await screen.findByText('No data in this range')).toBeTruthy();
    expect(screen.queryByTestId('report-chart')).toBeNull();
  });

  it('offers a retry when the report fails, and shows it once it loads', async () => {
    let fail = true;
    serve({ ...base(), 'report/account/reports': () => (fail ? serverError : ok(accountReport)) });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('account-table')).toBeTruthy();
  });
});
