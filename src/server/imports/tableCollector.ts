/**
 * Builds an ImportTable from the rows of a file as a reader streams them (xlsx or csv, same rules):
 * the first non-empty row is the header, empty rows are left out, cells are trimmed and aligned to
 * the headers, and reading stops with -605 at the first data row beyond IMPORT_LIMITS.maxRows.
 */
import { ErrorCode } from '@/shared/errors';
import { IMPORT_LIMITS } from '@/shared/imports';
import { AppError } from '../http/AppError';
import type { ImportRow, ImportTable } from './importTable';

export class TableCollector {
  private headers: string[] | null = null;
  private readonly rows: ImportRow[] = [];

  constructor(private readonly maxRows: number = IMPORT_LIMITS.maxRows) {}

  /** One row of the file: `cells` by column (0-based), `formulas` the columns whose cell held a formula. */
  add(rowNumber: number, cells: readonly string[], formulas: readonly number[] = []): void {
    if (this.headers === null) {
      const texts = Array.from(cells, (cell) => (cell ?? '').trim());
      let end = texts.length;
      while (end > 0 && texts[end - 1] === '') end--;
      if (end > 0) this.headers = texts.slice(0, end);
      return;
    }
    // Cells may be a sparse array (an xlsx row); only the headers' columns are read.
    const aligned = this.headers.map((_, i) => (cells[i] ?? '').trim());
    // A row whose only content lies beyond the headers is empty for the import (those cells are ignored).
    if (aligned.every((cell) => cell === '')) return;
    if (this.rows.length >= this.maxRows) throw new AppError(ErrorCode.ImportTooManyRows);
    const width = this.headers.length;
    this.rows.push({ rowNumber, cells: aligned, formulaColumns: [...new Set(formulas.filter((i) => i < width))].sort((a, b) => a - b) });
  }

  table(): ImportTable {
    if (this.headers === null || this.rows.length === 0) throw new AppError(ErrorCode.ImportFileEmpty);
    return { headers: this.headers, rows: this.rows };
  }
}
