/**
 * The parts of an uploaded xlsx that the import reads, re-packed as a small zip in the order ExcelJS's
 * streaming reader needs them. Why: that reader takes a zip's entries in the order they are stored,
 * and Excel stores the worksheets before the shared strings; the reader then writes every worksheet,
 * decompressed, to a temporary file until the shared strings arrive (a 10 MB upload can inflate to
 * gigabytes on disk, and the files stay until the process exits when reading stops early). Re-packed
 * here — workbook relations, workbook, styles, shared strings, then only the first worksheet — it
 * streams the sheet straight from memory and never touches the disk. The compressed bytes are copied
 * as they are (no recompression); only the local headers are rewritten with the central directory's
 * sizes, so entries written with a trailing data descriptor read the same. Each part is first
 * inflated once and checked (checkEntry) so that what the reader gets is known to be sound.
 *
 * Bounds (issue 28 §5, parseBounds.ts): what the entries declare once inflated is checked from the
 * zip's directory before anything is inflated (-610), each part inflates to no more than it declares,
 * and its XML is metered as it inflates (xlsxXmlMeter.ts: cells -609, rows -605), so that ExcelJS only
 * ever reads parts known to stay within the bounds.
 *
 * Everything about a broken zip throws ZipError; the caller answers -608.
 */
import zlib from 'node:zlib';
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';
import type { ParseDeadline } from './parseDeadline';
import { XmlMeter, type XmlPartKind } from './xlsxXmlMeter';

export class ZipError extends Error {
  override name = 'ZipError';
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the compressed bytes start in the file. */
  dataOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Declared sizes of 0xFFFFFFFF mean ZIP64, which no xlsx under IMPORT_LIMITS.maxBytes needs. */
const ZIP64_MARK = 0xffffffff;
/** Stored (not deflated) parts are metered in slices of this size, as inflated ones come in chunks. */
const STORED_SLICE = 64 * 1024;
/** The workbook and its relations are a few kilobytes; they are inflated in memory to find the first sheet. */
const MAX_SMALL_PART_BYTES = 4 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What ExcelJS's streaming reader takes for a worksheet (it matches this path only). */
const SHEET_PATH = 'xl/worksheets/sheet1.xml';
/** Given to the reader when the file has no shared strings (every text inline), so it streams the sheet instead of parking it. */
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/** -610: the file inflates to more than an import reads. */
function tooLarge(bytes: number): AppError {
  return new AppError(ErrorCode.ImportContentTooLarge, { detail: IMPORT_MESSAGES.inflatedOver(Math.round(bytes / (1024 * 1024))) });
}

function readEntries(zip: Buffer): Map<string, ZipEntry> {
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw new ZipError('bad central directory');
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const uncompressedSize = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > zip.length) throw new ZipError('bad central directory');
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK || localOffset === ZIP64_MARK) throw new ZipError('zip64');
    // From the directory, before inflating anything: a zip bomb is refused by what it declares.
    if (uncompressedSize > PARSE_BOUNDS.entryInflatedBytes) throw tooLarge(PARSE_BOUNDS.entryInflatedBytes);
    declared += uncompressedSize;
    if (declared > PARSE_BOUNDS.workbookInflatedBytes) throw tooLarge(PARSE_BOUNDS.workbookInflatedBytes);
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw new ZipError('bad local header');
    const dataOffset = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > zip.length) throw new ZipError('truncated entry');
    entries.set(name, { name, method, crc, compressedSize, uncompressedSize, dataOffset });
  }
  return entries;
}

function inflateSmall(zip: Buffer, entry: ZipEntry): string {
  if (entry.uncompressedSize > MAX_SMALL_PART_BYTES) throw new ZipError('part too large');
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === STORED) return data.toString('utf8');
  if (entry.method !== DEFLATED) throw new ZipError('compression method');
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: MAX_SMALL_PART_BYTES }).toString('utf8');
  } catch {
    throw new ZipError('bad deflate data');
  }
}

/** An attribute of an XML start tag, whatever its namespace prefix (`r:id`, `ns1:id`). */
function attribute(tag: string, localName: string): string | undefined {
  return new RegExp(`\\s(?:[\\w.-]+:)?${localName}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? new RegExp(`\\s(?:[\\w.-]+:)?${localName}\\s*=\\s*'([^']*)'`).exec(tag)?.[1];
}

/** The zip path of the workbook's first sheet (in the workbook's order, not the zip's). */
function firstSheetPath(workbookXml: string, relsXml: string): string {
  const sheetTag = /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbookXml)?.[0];
  const relationId = sheetTag === undefined ? undefined : attribute(sheetTag, 'id');
  if (relationId === undefined) throw new ZipError('no sheet');
  for (const tag of relsXml.match(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g) ?? []) {
    if (attribute(tag, 'Id') !== relationId) continue;
    const target = attribute(tag, 'Target');
    if (target === undefined) break;
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  throw new ZipError('no sheet relation');
}

/**
 * Inflates an entry to nowhere, checking that it inflates without error to exactly its declared size
 * and checksum, and metering its XML (xlsxXmlMeter.ts) and the time as it goes: it stops at the first
 * chunk past a bound. Why: ExcelJS's streaming reader hangs for ever on a corrupt deflate stream (its
 * zip parser reports the error where the entry's reader never hears it), the declared sizes are what
 * the bounds are checked against (once checked here they cannot lie), and what ExcelJS would build
 * from the XML must be known before it reads it.
 */
async function checkEntry(zip: Buffer, entry: ZipEntry, kind: XmlPartKind, deadline: ParseDeadline): Promise<void> {
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const meter = new XmlMeter(kind);
  if (entry.method === STORED) {
    if (data.length !== entry.uncompressedSize || zlib.crc32(data) !== entry.crc) throw new ZipError('bad stored entry');
    for (let at = 0; at < data.length; at += STORED_SLICE) meter.write(data.subarray(at, at + STORED_SLICE));
    return;
  }
  let size = 0;
  let crc = 0;
  const inflater = zlib.createInflateRaw();
  try {
    await new Promise<void>((resolve, reject) => {
      inflater.on('data', (chunk: Buffer) => {
        try {
          size += chunk.length;
          if (size > entry.uncompressedSize) throw new ZipError('inflates beyond its declared size');
          crc = zlib.crc32(chunk, crc);
          meter.write(chunk);
          deadline.check();
        } catch (error) {
          reject(error as Error);
          // No more chunks: what is past a bound is never inflated.
          inflater.destroy();
        }
      });
      inflater.on('error', () => reject(new ZipError('bad deflate data')));
      inflater.on('end', resolve);
      inflater.end(data);
    });
  } finally {
    inflater.destroy();
  }
  if (size !== entry.uncompressedSize || crc !== entry.crc) throw new ZipError('entry does not match its checksum');
}

function localHeader(name: Buffer, method: number, crc: number, compressedSize: number, uncompressedSize: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt16LE(0x800, 6); // flags: UTF-8 names, sizes in this header (no data descriptor)
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(compressedSize, 18);
  header.writeUInt32LE(uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/**
 * The zip ExcelJS's WorkbookReader gets: the workbook's relations and the workbook itself (the
 * 1900/1904 date system), the styles (which numbers are dates), the shared strings, and the first
 * sheet under the one path the reader takes for a sheet.
 */
export async function slimXlsx(zip: Buffer, deadline: ParseDeadline): Promise<Buffer> {
  const entries = readEntries(zip);
  const workbook = entries.get(WORKBOOK);
  const rels = entries.get(WORKBOOK_RELS);
  if (!workbook || !rels) throw new ZipError('not a workbook');
  const sheet = entries.get(firstSheetPath(inflateSmall(zip, workbook), inflateSmall(zip, rels)));
  if (!sheet) throw new ZipError('first sheet missing');
  const styles = entries.get(STYLES);
  if (styles && styles.uncompressedSize > PARSE_BOUNDS.stylesInflatedBytes) throw tooLarge(PARSE_BOUNDS.stylesInflatedBytes);
  const sharedStrings = entries.get(SHARED_STRINGS);
  if (sharedStrings && sharedStrings.uncompressedSize > PARSE_BOUNDS.sharedStringsInflatedBytes) throw tooLarge(PARSE_BOUNDS.sharedStringsInflatedBytes);
  const parts: [string, ZipEntry | undefined, XmlPartKind][] = [
    [WORKBOOK_RELS, rels, 'other'],
    [WORKBOOK, workbook, 'other'],
    [STYLES, styles, 'other'],
    [SHARED_STRINGS, sharedStrings, 'sharedStrings'],
    [SHEET_PATH, sheet, 'sheet'],
  ];
  const chunks: Buffer[] = [];
  for (const [path, entry, kind] of parts) {
    const name = Buffer.from(path, 'utf8');
    if (!entry) {
      if (path !== SHARED_STRINGS) continue;
      const data = Buffer.from(EMPTY_SHARED_STRINGS, 'utf8');
      chunks.push(localHeader(name, STORED, zlib.crc32(data), data.length, data.length), data);
      continue;
    }
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new ZipError('compression method');
    await checkEntry(zip, entry, kind, deadline);
    chunks.push(
      localHeader(name, entry.method, entry.crc, entry.compressedSize, entry.uncompressedSize),
      zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
    );
  }
  return Buffer.concat(chunks);
}
