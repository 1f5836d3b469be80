/**
 * Test helpers for issue 28 item 5: small xlsx files that inflate to hundreds of megabytes, built
 * without ever holding the inflated bytes. A raw deflate stream may be cut into byte-aligned pieces
 * (each ended by a sync flush, none referring back before its own start): compressed once, one piece
 * repeated n times inflates to its text n times, so a 380 MB part costs a few hundred kilobytes.
 */
import zlib from 'node:zlib';

/** One part of the zip: its compressed bytes and what its directory entry declares. */
export interface ZipPart {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  crc: number;
  /** What the directory declares once inflated (defaults to the true size). */
  size: number;
}

/** `head` + `body` repeated `times` + `tail`, deflated piece by piece. `body` is best a few hundred kilobytes of repetitive text. */
export function repeatedPart(name: string, head: string, body: string, times: number, tail: string): ZipPart {
  const piece = (text: string) => zlib.deflateRawSync(Buffer.from(text, 'utf8'), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const bodyBytes = Buffer.from(body, 'utf8');
  const bodyPiece = piece(body);
  let crc = zlib.crc32(head);
  for (let i = 0; i < times; i++) crc = zlib.crc32(bodyBytes, crc);
  crc = zlib.crc32(tail, crc);
  const data = Buffer.concat([piece(head), ...Array.from({ length: times }, () => bodyPiece), zlib.deflateRawSync(Buffer.from(tail, 'utf8'))]);
  return { name, data, crc, size: Buffer.byteLength(head) + bodyBytes.length * times + Buffer.byteLength(tail) };
}

/** A part from its whole text. */
export function textPart(name: string, text: string): ZipPart {
  const bytes = Buffer.from(text, 'utf8');
  return { name, data: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), size: bytes.length };
}

/** A zip of deflated parts (local headers with the sizes, then the central directory). */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.data);
    central.push(entry, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The workbook parts every xlsx needs: one sheet, xl/worksheets/sheet1.xml. */
export function workbookParts(): ZipPart[] {
  return [
    textPart(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    textPart(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** A sheet whose rows are given as XML (`sheetData`'s content). */
export function sheetPart(rowsXml: string): ZipPart {
  return textPart('xl/worksheets/sheet1.xml', `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rowsXml}</sheetData></worksheet>`);
}

/** Shared strings whose first string is `head` + `body` × `times` characters long (then a second, short one). */
export function hugeSharedString(body: string, times: number): ZipPart {
  return repeatedPart('xl/sharedStrings.xml', `${XML}<sst xmlns="${MAIN}" count="2" uniqueCount="2"><si><t>`, body, times, '</t></si><si><t>Nome</t></si></sst>');
}

/** A sheet of a header row, one data row and then `times` × `perPiece` empty rows (`<row/>`, each following the previous). */
export function emptyRowsSheet(times: number, perPiece = 50_000): ZipPart {
  return repeatedPart(
    'xl/worksheets/sheet1.xml',
    `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>`,
    '<row/>'.repeat(perPiece),
    times,
    '</sheetData></worksheet>',
  );
}

/** A whole xlsx from its sheet and optional shared strings. */
export function xlsxOf(sheet: ZipPart, sharedStrings?: ZipPart): Buffer {
  return zipOf([...workbookParts(), ...(sharedStrings ? [sharedStrings] : []), sheet]);
}
