/**
 * Builds an ImportTable from the rows of a file as a reader streams them (xlsx or csv, same rules):
 * the first non-empty row is the header, empty rows are left out, cells are trimmed and aligned to
 * the headers, and reading stops with -605 at the first data row beyond IMPORT_LIMITS.maxRows.
 *
 * It also holds the read to the bounds of a parse (issue 28 §5, parseBounds.ts) as rows come: rows
 * read, empty ones included (-605); a cell's length (-609, naming its row and column); the header's
 * width (-604: every data row is as wide); the table's text, all cells together (-610: one shared
 * string named by thousands of cells costs a few bytes of XML each, and every copy is stored).
 */
import { ErrorCode } from '@/shared/errors';
import { IMPORT_LIMITS } from '@/shared/imports';
import { AppError } from '../http/AppError';
import type { ImportRow, ImportTable } from './importTable';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';

export class TableCollector {
  private headers: string[] | null = null;
  private readonly rows: ImportRow[] = [];
  private rowsRead = 0;
  private chars = 0;

  constructor(private readonly maxRows: number = IMPORT_LIMITS.maxRows) {}

  /** One row of the file: `cells` by column (0-based), `formulas` the columns whose cell held a formula. */
  add(rowNumber: number, cells: readonly string[], formulas: readonly number[] = []): void {
    if (++this.rowsRead > PARSE_BOUNDS.rowsRead) throw new AppError(ErrorCode.ImportTooManyRows, { detail: IMPORT_MESSAGES.rowsOver(PARSE_BOUNDS.rowsRead) });
    // Every cell, those beyond the headers too (a sparse xlsx row: forEach skips the holes).
    cells.forEach((cell, column) => {
      if (cell.length > IMPORT_LIMITS.cellMaxLength) throw new AppError(ErrorCode.ImportCellTooLong, { detail: IMPORT_MESSAGES.cellAt(rowNumber, column + 1) });
    });
    if (this.headers === null) {
      const texts = Array.from(cells, (cell) => (cell ?? '').trim());
      let end = texts.length;
      while (end > 0 && texts[end - 1] === '') end--;
      if (end > PARSE_BOUNDS.headerColumns) throw new AppError(ErrorCode.ImportHeadersInvalid, { detail: IMPORT_MESSAGES.columnsOver(PARSE_BOUNDS.headerColumns) });
      if (end > 0) this.headers = texts.slice(0, end);
      return;
    }
    // Cells may be a sparse array (an xlsx row); only the headers' columns are read.
    const aligned = this.headers.map((_, i) => (cells[i] ?? '').trim());
    // A row whose only content lies beyond the headers is empty for the import (those cells are ignored).
    if (aligned.every((cell) => cell === '')) return;
    if (this.rows.length >= this.maxRows) throw new AppError(ErrorCode.ImportTooManyRows);
    for (const cell of aligned) this.chars += cell.length;
    if (this.chars > PARSE_BOUNDS.tableChars) throw new AppError(ErrorCode.ImportContentTooLarge, { detail: IMPORT_MESSAGES.textOver(PARSE_BOUNDS.tableChars) });
    const width = this.headers.length;
    this.rows.push({ rowNumber, cells: aligned, formulaColumns: [...new Set(formulas.filter((i) => i < width))].sort((a, b) => a - b) });
  }

  table(): ImportTable {
    if (this.headers === null || this.rows.length === 0) throw new AppError(ErrorCode.ImportFileEmpty);
    return { headers: this.headers, rows: this.rows };
  }
}
