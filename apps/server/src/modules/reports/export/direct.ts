import {
  EXPORT_DIRECT_MAX_ROWS,
  type ExportFormat,
  type FileDownload,
  XLSX_MEDIA_TYPE,
} from '@herald/contract';
import { bytesOf } from '../../../files/xlsx.js';
import { AppError } from '../../../http/errors.js';
import { type ReportTable, writeTable } from './table.js';

export const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_MEDIA_TYPE,
};

/**
 * Refuses what cannot be written: an empty report is `report_no_data` (no empty file), and one over
 * `max` rows `export_too_large` (a direct export then runs as a job instead).
 */
export function assertWritable(table: ReportTable, max: number): void {
  if (table.total === 0) throw new AppError('report_no_data');
  if (table.total > max) throw new AppError('export_too_large', { params: { max } });
}

/** A report answered as a file at once (up to EXPORT_DIRECT_MAX_ROWS rows). */
export async function directExport(table: ReportTable, format: ExportFormat): Promise<FileDownload> {
  assertWritable(table, EXPORT_DIRECT_MAX_ROWS);
  return {
    filename: `${table.name}.${format}`,
    mediaType: mediaTypes[format],
    body: await bytesOf((out) => writeTable(table, format, out)),
  };
}
