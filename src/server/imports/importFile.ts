/**
 * An uploaded import file read into an ImportTable (issue 12 §3). The file's kind is decided by its
 * content — an xlsx is a zip, a csv is UTF-8 text — and must agree with its name's extension: a .xls,
 * a PDF or an image renamed .xlsx or .csv is refused with -602 before any parsing. Then:
 *   -603 no header row or no data row; -605 more than IMPORT_LIMITS.maxRows data rows (reading stops
 *   there); -608 a damaged zip or workbook, a csv that is not UTF-8, an unparsable csv.
 * The parse itself keeps to the bounds of parseBounds.ts (issue 28 §5): -604 a header row too wide,
 * -605 too many rows counting the empty ones, -609 a cell too long, -610 a file that inflates or holds
 * too much, or takes too long; at most a few run at once in the process (parseGate.ts; -611 when too
 * many wait), each until its table is stored (withImportTable). The type is checked before a parse
 * waits its turn.
 * Whatever the bytes, this throws only AppError (fuzzed in importFile.test.ts): an upload never
 * becomes an HTTP 500.
 */
import { ErrorCode } from '@/shared/errors';
import { IMPORT_FILE_EXTENSIONS, IMPORT_LIMITS, type ImportFileExtension } from '@/shared/imports';
import { AppError } from '../http/AppError';
import { readCsvTable } from './csvTable';
import type { ImportTable } from './importTable';
import { ParseDeadline } from './parseDeadline';
import { ParseGate } from './parseGate';
import { readXlsxTable } from './xlsxTable';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Binary formats people upload by mistake, recognised even when they hold no NUL byte early on. */
const BINARY_MAGICS: readonly Buffer[] = [
  Buffer.from('%PDF', 'latin1'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), // OLE2: .xls, .doc, password-protected .xlsx
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('GIF8', 'latin1'),
  Buffer.from([0x1f, 0x8b]), // gzip
  Buffer.from([0x50, 0x4b]), // other zip records (an empty or spanned zip)
];

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The process's parses (and the storing of their tables): at most PARSE_BOUNDS.parsesAtOnce at once. */
const PARSES = new ParseGate();
const UTF16_BOMS: readonly Buffer[] = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

export function fileExtension(fileName: string): ImportFileExtension | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (IMPORT_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '') ? (extension as ImportFileExtension) : null;
}

type Content = { kind: 'xlsx' } | { kind: 'csv'; text: string } | { kind: 'other' } | { kind: 'notUtf8' };

function content(bytes: Buffer): Content {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return { kind: 'xlsx' };
  if (BINARY_MAGICS.some((magic) => bytes.subarray(0, magic.length).equals(magic))) return { kind: 'other' };
  if (UTF16_BOMS.some((bom) => bytes.subarray(0, 2).equals(bom))) return { kind: 'notUtf8' };
  if (bytes.includes(0)) return { kind: 'other' };
  try {
    return { kind: 'csv', text: UTF8.decode(bytes) };
  } catch {
    // Text, but not UTF-8: most likely a csv saved as "CSV (separated by semicolons)" in Windows-1252.
    return { kind: 'notUtf8' };
  }
}

const NOT_UTF8 = {
  pt: 'o ficheiro csv não está em UTF-8; guarde-o como «CSV UTF-8»',
  en: 'the csv file is not UTF-8; save it as “CSV UTF-8”',
} as const;

/** Reads the table of an upload; `maxRows` is for tests (the limit is IMPORT_LIMITS.maxRows). */
export function readImportFile(bytes: Buffer, fileName: string, maxRows: number = IMPORT_LIMITS.maxRows): Promise<ImportTable> {
  return withImportTable(bytes, fileName, async (table) => table, maxRows);
}

/**
 * Reads the table of an upload and hands it to `use` (the upload route checks its headers and stores
 * it) in the same turn of the gate: the table is held until stored, so the memory of at most
 * PARSE_BOUNDS.parsesAtOnce tables is ever held by uploads. A refused type waits for no turn.
 */
export async function withImportTable<T>(bytes: Buffer, fileName: string, use: (table: ImportTable) => Promise<T>, maxRows: number = IMPORT_LIMITS.maxRows): Promise<T> {
  const extension = fileExtension(fileName);
  const found = content(bytes);
  if (extension === null || found.kind === 'other') throw new AppError(ErrorCode.ImportFileType);
  if (found.kind === 'notUtf8') {
    if (extension === 'csv') throw new AppError(ErrorCode.ImportFileUnreadable, { detail: NOT_UTF8 });
    throw new AppError(ErrorCode.ImportFileType);
  }
  if (found.kind !== extension) throw new AppError(ErrorCode.ImportFileType);
  return PARSES.run(async () => use(await parse(found, bytes, maxRows)));
}

async function parse(found: Extract<Content, { kind: 'xlsx' | 'csv' }>, bytes: Buffer, maxRows: number): Promise<ImportTable> {
  // The time a parse may take starts with its turn.
  const deadline = new ParseDeadline();
  try {
    return found.kind === 'xlsx' ? await readXlsxTable(bytes, maxRows, deadline) : await readCsvTable(found.text, maxRows, deadline);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A damaged zip or workbook, malformed XML, an unclosed quote: the parsers' messages are internals.
    throw new AppError(ErrorCode.ImportFileUnreadable);
  }
}
