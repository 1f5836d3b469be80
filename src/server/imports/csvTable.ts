/**
 * A csv upload read into an ImportTable: UTF-8 (a BOM or none), fields separated by `;` (what Excel in
 * pt-PT writes, and what the report exports write) or `,` (found from the header line), RFC 4180
 * quoting, CRLF or LF lines. Row numbers are the records' numbers, blank lines counted, as a
 * spreadsheet opening the file shows them. A cell starting with '=' is what a spreadsheet would run as
 * a formula: it is marked as one.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_LIMITS } from '@/shared/imports';
import type { ImportTable } from './importTable';
import { ParseDeadline } from './parseDeadline';
import { TableCollector } from './tableCollector';

export type CsvSeparator = ';' | ',';

/** Text is fed to the parser in slices so that reading stops soon after the row limit, whatever the file's size. */
const SLICE = 64 * 1024;

/** The separator of the header line (the first line that is not blank): the more frequent of `;` and `,` outside quotes; `;` on a tie. */
export function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  let seen = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break;
    } else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
    if (char.trim() !== '') seen = true;
  }
  return commas > semicolons ? ',' : ';';
}

function* slices(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE);
    // Never split a surrogate pair across two slices.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    yield text.slice(start, end);
    start = end;
  }
}

/** `text`: the file decoded (valid UTF-8 already checked by the caller), BOM included or not. The read keeps to `deadline` (issue 28 §5). */
export async function readCsvTable(text: string, maxRows: number = IMPORT_LIMITS.maxRows, deadline: ParseDeadline = new ParseDeadline()): Promise<ImportTable> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const collector = new TableCollector(maxRows);
  const parser = Readable.from(slices(body)).pipe(
    parse({
      delimiter: detectSeparator(body),
      relax_column_count: true,
      // A quote inside an unquoted field (Rua "Direita") is kept as a character, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: false,
      // One record never exceeds the file, which the route caps.
      max_record_size: IMPORT_LIMITS.maxBytes,
    }),
  );
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      deadline.check();
      rowNumber++;
      const formulas = record.flatMap((cell, i) => (cell.trim().startsWith('=') ? [i] : []));
      collector.add(rowNumber, record, formulas);
    }
  } finally {
    parser.destroy();
  }
  return collector.table();
}
