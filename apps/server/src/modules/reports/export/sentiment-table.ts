import type { SentimentReportInput, UiLocale } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import type { Viewer } from '../query/scope.js';
import { sentimentDefs, sentimentReport } from '../query/sentiment.js';
import type { ReportTable } from './table.js';
import { metricCells, nameOf, singleBatch } from './table-parts.js';

/** The sentiment table's headers in each console language, as the screen names its columns. */
const headers: Record<UiLocale, Record<string, string>> = {
  en: {
    network: 'Network',
    items: 'Items',
    comments: 'Comments',
    messages: 'Messages',
    mentions: 'Mentions',
    positive: 'Positive',
    neutral: 'Neutral',
    negative: 'Negative',
    judged: 'Judged',
    positive_rate: 'Positive rate',
    negative_rate: 'Negative rate',
    replied: 'Replied',
    reply_rate: 'Reply rate',
    reply_time: 'Reply time',
  },
  'zh-CN': {
    network: '平台',
    items: '条目',
    comments: '评论',
    messages: '私信',
    mentions: '提及',
    positive: '正面',
    neutral: '中性',
    negative: '负面',
    judged: '已判定',
    positive_rate: '正面率',
    negative_rate: '负面率',
    replied: '已回复',
    reply_rate: '回复率',
    reply_time: '回复用时',
  },
};

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
  const named = headers[locale];
  return {
    name: nameOf('sentiment', input.range),
    columns: ['network', ...sentimentDefs.map((def) => def.key)].map((key) => named[key] ?? key),
    total: report.networks.length,
    batches: singleBatch(
      report.networks.map((row) => [row.network, ...metricCells(sentimentDefs, row.metrics)]),
    ),
  };
}
