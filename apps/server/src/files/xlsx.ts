import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A spreadsheet column: its key, the header shown, and its width in characters. */
export interface SheetColumn {
  key: string;
  header: string;
  width: number;
}

/** A cell: text, a number, nothing, or a number shown in a format (`0.00%`, `0.00`). */
export type SheetCell = string | number | null | { value: number; numFmt: string };

export interface SheetSpec {
  /** The worksheet's name (the tab). */
  name: string;
  columns: readonly SheetColumn[];
  /** The rows, in batches as they are read. */
  rows: AsyncIterable<readonly SheetCell[][]> | Iterable<readonly SheetCell[][]>;
  /** Told how many rows are written after each batch (an export's progress). */
  onBatch?: (rows: number) => Promise<void>;
}

/**
 * Writes one worksheet as an XLSX file into `out` the way every Herald spreadsheet looks: made by
 * Herald, a bold header row kept in view while scrolling, one column per key. exceljs's streaming
 * writer commits each row as it goes, so a big file is never held in memory. Answers the rows written.
 */
export async function writeXlsx(out: Writable, spec: SheetSpec): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Herald';
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map(({ key, header, width }) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for await (const batch of spec.rows) {
    for (const cells of batch) {
      const row = sheet.addRow(
        cells.map((cell) => (typeof cell === 'object' && cell !== null ? cell.value : cell)),
      );
      cells.forEach((cell, index) => {
        if (typeof cell === 'object' && cell !== null) row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
    }
    written += batch.length;
    await spec.onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** What a writer puts into a stream, gathered as the bytes of a file answered at once. */
export async function bytesOf(write: (out: Writable) => Promise<unknown>): Promise<Uint8Array> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return new Uint8Array(Buffer.concat(chunks));
}
