import { metricLabels, type SentimentReportInput, type UiLocale } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { Viewer } from '../query/scope.js';
import { sentimentDefs, sentimentReport } from '../query/sentiment.js';
import type { ReportTable } from './table.js';
import { metricCells, nameOf, singleBatch } from './table-parts.js';

/** The first column's header (the metrics are headed by the contract's `metricLabels`). */
const NETWORK_HEADER: Record<UiLocale, string> = { en: 'Network', 'zh-CN': '平台' };

/**
 * The sentiment report's table as the screen's per-network table shows it: each network with the
 * sentiment catalogue's figures, headed in the reader's language.
 */
export async function sentimentTable(
  db: DbOrTx,
  viewer: Viewer,
  input: SentimentReportInput,
  locale: UiLocale,
): Promise<ReportTable> {
  const report = await sentimentReport(db, viewer, input);
  const labels: Record<string, string> = metricLabels[locale];
  return {
    name: nameOf('sentiment', input.range),
    columns: [NETWORK_HEADER[locale], ...sentimentDefs.map((def) => labels[def.key] ?? def.key)],
    total: report.networks.length,
    batches: singleBatch(
      report.networks.map((row) => [row.network, ...metricCells(sentimentDefs, row.metrics)]),
    ),
  };
}
