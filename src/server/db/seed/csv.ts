/**
 * A small RFC 4180 CSV reader for the seed files: quoted fields may hold commas, doubled quotes and
 * line breaks; CRLF or LF line ends; a UTF-8 BOM is ignored. Enough for data we ship, without a
 * dependency.
 */

export class CsvError extends Error {
  override name = 'CsvError';
}

/** Rows of fields. Blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldWasQuoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  const endField = () => {
    row.push(field);
    field = '';
    fieldWasQuoted = false;
  };
  const endRow = () => {
    endField();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };

  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (inQuotes) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '' || fieldWasQuoted) throw new CsvError(`Unexpected quote inside an unquoted field (row ${rows.length + 1})`);
      inQuotes = true;
      fieldWasQuoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRow();
    } else {
      if (fieldWasQuoted) throw new CsvError(`Text after a closing quote (row ${rows.length + 1})`);
      field += ch;
    }
  }
  if (inQuotes) throw new CsvError('Unterminated quoted field at the end of the file');
  if (field !== '' || fieldWasQuoted || row.length > 0) endRow();
  return rows;
}

/** Objects keyed by the header row; every row must have as many fields as the header. */
export function parseCsvRecords<K extends string>(text: string, expectedHeader: readonly K[]): Record<K, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.join(',') !== expectedHeader.join(',')) {
    throw new CsvError(`Expected the header ${expectedHeader.join(',')}, found ${header?.join(',') ?? 'nothing'}`);
  }
  return rows.map((fields, index) => {
    if (fields.length !== header.length) {
      throw new CsvError(`Row ${index + 2} has ${fields.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(expectedHeader.map((name, i) => [name, fields[i] as string])) as Record<K, string>;
  });
}
