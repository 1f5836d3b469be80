/**
 * The first worksheet of an xlsx upload read into an ImportTable, streamed with ExcelJS's
 * WorkbookReader from the re-packed zip of xlsxZip.ts: rows are read one at a time and reading stops at
 * the first data row beyond the limit, so memory holds the table being built, never the workbook's
 * cell objects. Cells become texts through cellText.ts.
 *
 * The whole read keeps to `deadline` (issue 28 §5): the zip's parts are checked against it as they
 * inflate, each row as it comes, and ExcelJS gets the zip in slices that stop at it, so a reader
 * still busy when time is up is starved instead of working on in the background.
 */
import { Readable } from 'node:stream';
import { AppError } from '../http/AppError';
import { loadExcelJs } from '../http/loadExcelJs';
import { IMPORT_LIMITS } from '@/shared/imports';
import { cellText } from './cellText';
import type { ImportTable } from './importTable';
import { ParseDeadline } from './parseDeadline';
import { TableCollector } from './tableCollector';
import { slimXlsx } from './xlsxZip';

/** ExcelJS gets the zip in slices this size, one at a time: after the deadline it gets no more. */
const SLICE = 16 * 1024;

export async function readXlsxTable(bytes: Buffer, maxRows: number = IMPORT_LIMITS.maxRows, deadline: ParseDeadline = new ParseDeadline()): Promise<ImportTable> {
  const slim = await slimXlsx(bytes, deadline);
  // A watchdog besides the checks: should the reader ever wait on a stream that never ends, the upload is refused, not left pending.
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(deadline.error()), deadline.remainingMs + 1);
  });
  try {
    return await Promise.race([readSheet(slim, maxRows, deadline), watchdog]);
  } catch (error) {
    // A reader cut off by the deadline fails on its truncated input: the deadline is why.
    if (!(error instanceof AppError)) deadline.check();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The zip in slices, ending early once the deadline has passed. */
function* slices(zip: Buffer, deadline: ParseDeadline): Generator<Buffer> {
  for (let at = 0; at < zip.length && !deadline.passed; at += SLICE) yield zip.subarray(at, at + SLICE);
}

async function readSheet(slim: Buffer, maxRows: number, deadline: ParseDeadline): Promise<ImportTable> {
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(slim, deadline), { highWaterMark: 1 }), {
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
      deadline.check();
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
