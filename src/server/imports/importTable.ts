/**
 * An uploaded import file as the rest of the import reads it, whatever its format (importFile.ts reads
 * xlsx and csv into it; importWorkbooks.ts writes the template and the error sheet).
 */

/** One data row: `rowNumber` is its number as a spreadsheet shows it (the header is row 1). */
export interface ImportRow {
  rowNumber: number;
  /** One text per header, in the headers' order: trimmed, '' for an empty cell; dates as YYYY-MM-DD, numbers as written in the file. */
  cells: string[];
  /** Indexes (into `cells`) of the cells that held a formula in the file: their value is never trusted. */
  formulaColumns: number[];
}

export interface ImportTable {
  /** The header row, trimmed, in the file's order. */
  headers: string[];
  /** Data rows, empty rows left out. */
  rows: ImportRow[];
}

/** One column of an import type's template (src/shared/importColumns.ts declares them per type). */
export interface TemplateColumn {
  /** The header exactly as the template writes it and a file must carry it. */
  header: string;
  required: boolean;
  /** A short description for the template's notes row (in Portuguese, the template's language). */
  description: string;
  /** When the column takes one of a list of values: the allowed values (written to the values sheet). */
  allowedValues?: readonly string[];
}
