import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentimentReport } from '../../../components/reports/test/fixtures.js';
import {
  base,
  drawn,
  fileResponse,
  openScreen,
  stubFileSaving,
} from '../../../components/reports/test/harness.js';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import SentimentReportPage from '../screens/SentimentReportPage.js';

vi.mock('../../../components/reports/charts/engine.js', async () => {
  const { recordingEngine } = await import('../../../components/reports/test/harness.js');
  return { loadChartEngine: async () => recordingEngine };
});

setUpScreenTests();
onDesktop();

const brief = {
  language: 'en',
  paragraphs: [
    'Positive sentiment rose to 55.00% from 50.00%.',
    'The most common complaint was “crash” (41 mentions).',
  ],
  figures: [
    { key: 'positive_rate', value: 5_500, compare_value: 5_000 },
    { key: 'items', value: 1_200, compare_value: 1_000 },
  ],
};

describe('sentiment report', () => {
  it('exports the report per network as a file at once', async () => {
    serve({ ...base(), 'report/sentiment/reports': () => ok(sentimentReport) });
    const served = globalThis.fetch;
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!url.endsWith('report/sentiment/export')) return served(url, init);
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return fileResponse('sentiment-report_2026-11-01_2026-11-03.xlsx');
      }),
    );
    const saved = stubFileSaving();
    openScreen(<SentimentReportPage />, '/report/sentiment');
    await screen.findByTestId('sentiment-networks', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByText('Excel workbook (.xlsx)'));
    expect(await screen.findByText('Downloaded sentiment-report_2026-11-01_2026-11-03.xlsx')).toBeTruthy();
    expect(sent[0]).toMatchObject({ format: 'xlsx', compare: { mode: 'previous' } });
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('stacks the daily sentiment, lists networks and top terms', async () => {
    serve({ ...base(), 'report/sentiment/reports': () => ok(sentimentReport) });
    openScreen(<SentimentReportPage />, '/report/sentiment');
    const summary = await screen.findByTestId('chart-summary', {}, { timeout: 5000 });
    expect(summary.textContent).toBe(
      'Sentiment per day, 2026-11-01 – 2026-11-03: Positive 603; Neutral 450; Negative 117; Not judged 30.',
    );
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    const series = drawn.at(-1)?.series as { name: string; stack?: string }[];
    expect(series.map((one) => [one.name, one.stack])).toEqual([
      ['Positive', 'sentiment'],
      ['Neutral', 'sentiment'],
      ['Negative', 'sentiment'],
      ['Not judged', 'sentiment'],
    ]);
    expect(within(screen.getByTestId('sentiment-networks')).getByText('Instagram')).toBeTruthy();
    expect(screen.getByText('crash')).toBeTruthy();
    expect(screen.getByText('41 mentions')).toBeTruthy();
    // Negative rate fell: a fall of a metric where less is better.
    expect(within(screen.getByTestId('metric-cards')).getByText('Down 20.00% from 25.00%')).toBeTruthy();
  });

  it('generates a brief in the console’s language and lists the figures it cites', async () => {
    const server = serve({
      ...base(),
      'report/sentiment/reports': () => ok(sentimentReport),
      'report/sentiment/brief': () => ok(brief),
    });
    openScreen(<SentimentReportPage />, '/report/sentiment');
    fireEvent.click(await screen.findByTestId('brief-button'));
    const shown = await screen.findByTestId('brief');
    expect(within(shown).getByText('Positive sentiment rose to 55.00% from 50.00%.')).toBeTruthy();
    expect(within(shown).getByText('Positive rate')).toBeTruthy();
    expect(within(shown).getByText('55.00%')).toBeTruthy();
    expect(within(shown).getByText('+10.00%')).toBeTruthy();
    expect(server.bodies('report/sentiment/brief')[0]).toMatchObject({
      language: 'en',
      compare: { mode: 'previous' },
    });
  });

  it('says "No data in this range" when the inbox had nothing', async () => {
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
    serve({ ...base(), 'report/sentiment/reports': () => ok(quiet) });
    openScreen(<SentimentReportPage />, '/report/sentiment');
    expect(await screen.findByText('No data in this range')).toBeTruthy();
    expect(screen.queryByTestId('report-chart')).toBeNull();
  });
});
