import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  type ExportFormat,
  type MetricValue,
  type MetricValueType,
  metricDisplayNumber,
} from '@herald/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

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

/**
 * Writes a table as CSV (csv-stringify) or XLSX (exceljs's streaming writer, a row committed at a
 * time), so a big export never holds the whole file in memory. Answers the rows written.
 */
export async function writeTable(
  table: ReportTable,
  format: ExportFormat,
  out: Writable,
  onBatch?: (rows: number) => Promise<void>,
): Promise<number> {
  let rows = 0;
  if (format === 'csv') {
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Herald';
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((key) => ({ key, header: key, width: Math.max(12, key.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of table.batches()) {
    for (const cells of batch) {
      const row = sheet.addRow(cells.map((cell) => plain(cell, format)));
      cells.forEach((cell, index) => {
        const numFmt = isMetric(cell) && cell.value !== null ? numberFormats[cell.type] : undefined;
        if (numFmt) row.getCell(index + 1).numFmt = numFmt;
      });
      row.commit();
    }
    rows += batch.length;
    await onBatch?.(rows);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
