/**
 * The first worksheet of an xlsx upload read into an ImportTable, streamed with ExcelJS's
 * WorkbookReader from the re-packed zip of xlsxZip.ts: rows are read one at a time and reading stops at
 * the first data row beyond the limit, so memory holds the table being built, never the workbook's
 * cell objects. Cells become texts through cellText.ts.
 */
import { Readable } from 'node:stream';
import { loadExcelJs } from '../http/loadExcelJs';
import { IMPORT_LIMITS } from '@/shared/imports';
import { cellText } from './cellText';
import type { ImportTable } from './importTable';
import { TableCollector } from './tableCollector';
import { slimXlsx } from './xlsxZip';

/** Past this, a file is taken for a decompression bomb (a sheet of millions of empty rows) and refused as unreadable. */
export const XLSX_READ_TIMEOUT_MS = 60_000;

export class XlsxTimeoutError extends Error {
  override name = 'XlsxTimeoutError';
}

export async function readXlsxTable(bytes: Buffer, maxRows: number = IMPORT_LIMITS.maxRows, timeoutMs: number = XLSX_READ_TIMEOUT_MS): Promise<ImportTable> {
  const started = Date.now();
  const slim = await slimXlsx(bytes);
  // A watchdog besides the check per row: should the reader ever wait on a stream that never ends, the upload is refused, not left pending.
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new XlsxTimeoutError()), timeoutMs);
  });
  try {
    return await Promise.race([readSheet(slim, maxRows, started, timeoutMs), watchdog]);
  } finally {
    clearTimeout(timer);
  }
}

async function readSheet(slim: Buffer, maxRows: number, started: number, timeoutMs: number): Promise<ImportTable> {
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([slim]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell the date cells from the numbers; hyperlinks are read as their texts.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const collector = new TableCollector(maxRows);
  for await (const sheet of reader) {
    let previous = 0;
    for await (const row of sheet) {
      if (Date.now() - started > timeoutMs) throw new XlsxTimeoutError();
      // A row without its `r` attribute (allowed, rare) follows the previous one.
      const rowNumber = Number.isInteger(row.number) && row.number > previous ? row.number : previous + 1;
      previous = rowNumber;
      const cells: string[] = [];
      const formulas: number[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const { text, formula } = cellText(cell.value);
        cells[column - 1] = text;
        if (formula) formulas.push(column - 1);
      });
      collector.add(rowNumber, cells, formulas);
    }
    // The re-packed zip holds only the first sheet.
    break;
  }
  return collector.table();
}
