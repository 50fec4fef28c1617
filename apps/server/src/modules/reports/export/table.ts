import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  type ExportFormat,
  type MetricValue,
  type MetricValueType,
  metricDisplayNumber,
} from '@herald/contract';
import { stringify } from 'csv-stringify';
import { type SheetCell, writeXlsx } from '../../../files/xlsx.js';

/** A cell: text, a number, a metric (shown in its display unit), or nothing. */
export type Cell = string | number | null | MetricValue;

/** A report as a table: its columns by readable key, and its rows in batches. */
export interface ReportTable {
  /** The file's name without extension, e.g. `post-report_2026-08-01_2026-10-29`. */
  name: string;
  columns: readonly string[];
  /** Rows the table has (checked before anything is written). */
  total: number;
  batches(): AsyncIterable<Cell[][]>;
}

const isMetric = (cell: Cell): cell is MetricValue => typeof cell === 'object' && cell !== null;

/**
 * A metric as the screens show it (SPEC §5): N/A when the network does not support it, a dash when
 * it is a mismatch, unreachable or missing; else its displayed number (percent as a fraction for a
 * spreadsheet's percent format, or as `12.34%` in CSV).
 */
function metricCell(metric: MetricValue, format: ExportFormat): string | number {
  if (metric.value === null) return metric.na_type === 'unsupport' ? 'N/A' : '-';
  if (metric.type === 'percent') {
    const shown = metricDisplayNumber('percent', metric.value);
    return format === 'xlsx' ? shown / 100 : `${shown.toFixed(2)}%`;
  }
  return metricDisplayNumber(metric.type, metric.value);
}

function plain(cell: Cell, format: ExportFormat): string | number | null {
  return isMetric(cell) ? metricCell(cell, format) : cell;
}

const numberFormats: Partial<Record<MetricValueType, string>> = { percent: '0.00%', decimal: '0.00' };

/** A cell for a spreadsheet: a metric's number keeps its display format. */
function sheetCell(cell: Cell): SheetCell {
  const value = plain(cell, 'xlsx');
  const numFmt = isMetric(cell) && typeof value === 'number' ? numberFormats[cell.type] : undefined;
  return numFmt && typeof value === 'number' ? { value, numFmt } : value;
}

async function* sheetRows(table: ReportTable): AsyncIterable<SheetCell[][]> {
  for await (const batch of table.batches()) yield batch.map((row) => row.map(sheetCell));
}

/**
 * Writes a table as CSV (csv-stringify) or XLSX (the streaming spreadsheet writer), a batch at a
 * time, so a big export never holds the whole file in memory. Answers the rows written.
 */
export async function writeTable(
  table: ReportTable,
  format: ExportFormat,
  out: Writable,
  onBatch?: (rows: number) => Promise<void>,
): Promise<number> {
  if (format === 'xlsx') {
    const columns = table.columns.map((key) => ({ key, header: key, width: Math.max(12, key.length + 2) }));
    return writeXlsx(out, { name: 'Report', columns, rows: sheetRows(table), onBatch });
  }
  let rows = 0;
  const csv = stringify({ header: true, columns: [...table.columns], bom: true });
  csv.pipe(out);
  for await (const batch of table.batches()) {
    for (const row of batch)
      if (!csv.write(row.map((cell) => plain(cell, format))))
        await new Promise((resolve) => csv.once('drain', resolve));
    rows += batch.length;
    await onBatch?.(rows);
  }
  csv.end();
  await finished(out);
  return rows;
}
