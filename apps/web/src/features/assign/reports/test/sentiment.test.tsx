import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentimentReport } from '../../../../components/reports/test/fixtures.js';
import { drawn, openScreen } from '../../../../components/reports/test/harness.js';
import { ok, serve, setUpScreenTests } from '../../../../test-harness.js';
import { onDesktop } from '../../../../test-width.js';
import TaskSentimentPage from '../TaskSentimentPage.js';
import { assignBase } from './fixtures.js';

vi.mock('../../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

const open = (query = '') => openScreen(<TaskSentimentPage />, `/assign/report/task/sentiment${query}`);

describe('task sentiment', () => {
  it("reads the sentiment on a linked task's posts, by day, network and term", async () => {
    const server = serve({ ...assignBase(), 'report/task/sentiment': () => ok(sentimentReport) });
    open('?task_id=7&start=2026-11-01&end=2026-11-03');
    const networks = await screen.findByTestId('sentiment-networks');
    expect(server.bodies('report/task/sentiment')[0]).toMatchObject({
      task_ids: [7],
      range: { start: '2026-11-01', end: '2026-11-03' },
    });
    expect(within(networks).getByText('700')).toBeTruthy();
    expect(screen.getByText('crash')).toBeTruthy();
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    // The linked task is picked by name, as the task search found it.
    fireEvent.mouseDown(within(screen.getByTestId('task-picker')).getByRole('combobox'));
    const option = await screen.findByText('Season 4 teaser', {
      selector: '.ant-select-item-option-content',
    });
    expect(option.closest('.ant-select-item-option')?.className).toMatch(/ant-select-item-option-selected/);
    // The sentiment catalogue comes from the contract: assign_base cannot read its look-up.
    expect(server.bodies('report/sentiment/metrics')).toHaveLength(0);
  });

  it('asks for a task first, and reads once one is picked', async () => {
    const server = serve({ ...assignBase(), 'report/task/sentiment': () => ok(sentimentReport) });
    open();
    expect((await screen.findByTestId('pick-first')).textContent).toContain('Pick one or more tasks');
    expect(server.bodies('report/task/sentiment')).toHaveLength(0);
    fireEvent.mouseDown(within(screen.getByTestId('task-picker')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Season 4 teaser'));
    await screen.findByTestId('sentiment-networks');
    expect(server.bodies('report/task/sentiment')[0]).toMatchObject({ task_ids: [7] });
  });

  it('says there was nothing to read when the posts had no comment in the range', async () => {
    const quiet = {
      ...sentimentReport,
      days: sentimentReport.days.map((day) => ({
        ...day,
        positive: 0,
        neutral: 0,
        negative: 0,
        unjudged: 0,
      })),
    };
    serve({ ...assignBase(), 'report/task/sentiment': () => ok(quiet) });
    open('?task_id=7');
    expect(await screen.findByTestId('report-empty')).toBeTruthy();
  });
});
