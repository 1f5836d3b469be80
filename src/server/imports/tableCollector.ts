/**
 * Builds an ImportTable from the rows of a file as a reader streams them (xlsx or csv, same rules):
 * the first non-empty row is the header, empty rows are left out, cells are trimmed and aligned to
 * the headers, and reading stops with -605 at the first data row beyond IMPORT_LIMITS.maxRows.
 *
 * It also holds the read to the bounds of a parse (issue 28 §5, parseBounds.ts) as rows come: rows
 * read, empty ones included (-605); a cell's length (-609, naming its row and column); the header's
 * width (-604: every data row is as wide); the table's text, all cells together (-610: one shared
 * string named by thousands of cells costs a few bytes of XML each, and every copy is stored).
 *
 * The columns the error sheet adds (ERROR_SHEET_COLUMNS: "Linha" and "Erros", or "Row" and "Errors")
 * are left out of the table, header and cells, as if the file had none (issue 29 §11): the error sheet,
 * fixed, uploads again as it comes back. Only exactly those names (trimmed) are left out, so a column
 * misnamed by hand is still refused as unknown.
 */
import { ErrorCode } from '@/shared/errors';
import { ERROR_SHEET_COLUMNS, IMPORT_LIMITS } from '@/shared/imports';
import { AppError } from '../http/AppError';
import type { ImportRow, ImportTable } from './importTable';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';

const ERROR_SHEET_HEADERS: ReadonlySet<string> = new Set(Object.values(ERROR_SHEET_COLUMNS).flatMap((names) => [names.row, names.errors]));

export class TableCollector {
  private headers: string[] | null = null;
  /** The file's column of each header kept (the error sheet's own columns left out). */
  private columns: number[] = [];
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
      if (end === 0) return;
      this.columns = texts.slice(0, end).flatMap((text, column) => (ERROR_SHEET_HEADERS.has(text) ? [] : [column]));
      this.headers = this.columns.map((column) => texts[column] ?? '');
      return;
    }
    // Cells may be a sparse array (an xlsx row); only the headers' columns are read.
    const aligned = this.columns.map((column) => (cells[column] ?? '').trim());
    // A row whose only content lies beyond the headers is empty for the import (those cells are ignored).
    if (aligned.every((cell) => cell === '')) return;
    if (this.rows.length >= this.maxRows) throw new AppError(ErrorCode.ImportTooManyRows);
    for (const cell of aligned) this.chars += cell.length;
    if (this.chars > PARSE_BOUNDS.tableChars) throw new AppError(ErrorCode.ImportContentTooLarge, { detail: IMPORT_MESSAGES.textOver(PARSE_BOUNDS.tableChars) });
    // A formula's column of the file as its index in the table's cells (none for a column left out).
    const formulaColumns = [...new Set(formulas)].flatMap((column) => {
      const index = this.columns.indexOf(column);
      return index < 0 ? [] : [index];
    });
    this.rows.push({ rowNumber, cells: aligned, formulaColumns: formulaColumns.sort((a, b) => a - b) });
  }

  table(): ImportTable {
    if (this.headers === null || this.rows.length === 0) throw new AppError(ErrorCode.ImportFileEmpty);
    return { headers: this.headers, rows: this.rows };
  }
}
