/**
 * A byte-level look at an xlsx part's XML as it inflates, before ExcelJS's streaming reader reads it
 * (issue 28 §5). It parses nothing: it follows tags, text and markup just far enough to bound what
 * that reader would build from them (PARSE_BOUNDS):
 *  - shared strings: ExcelJS gathers every text between two boundaries of an `<si>` (its start or its
 *    end tag) into one string, and every rich-text run between them into one array: the bytes between
 *    two such boundaries are at most cellXmlBytes (-609);
 *  - a sheet: ExcelJS appends every text to the value it last started (`<v>`, `<f>`, `<is>`, `<t>` in
 *    a `<c>` of a `<row>` of `<sheetData>`), even text after that cell's end: the text since that start
 *    is at most cellXmlBytes (-609). Its `<row>` elements, empty ones included, are at most rowsRead (-605);
 *  - any part: one text run is at most cellXmlBytes (-609); one tag, comment, CDATA section or
 *    processing instruction at most markupBytes, and a DOCTYPE (its entities) is refused: no
 *    spreadsheet writes them (MalformedXml, answered -608).
 * Names are compared as ExcelJS compares them, prefix included (to it `x:c` is no cell), and the
 * state it keeps (in sheetData, in a row, in a cell) is followed as it keeps it, so that no text it
 * gathers goes uncounted.
 */
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';

export type XmlPartKind = 'sheet' | 'sharedStrings' | 'other';

/** XML no spreadsheet writes; the caller answers -608. */
export class MalformedXml extends Error {
  override name = 'MalformedXml';
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const BANG = 0x21;
const DASH = 0x2d;
const BRACKET = 0x5d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
/** Names longer than this are none that matters here. */
const NAME_MAX = 16;

// Where the scanner is: in text, just after '<', in a tag's name, in its attributes (or an end tag's
// trailing space), in a quoted attribute value, after '<!', in a comment, a CDATA section, a processing instruction.
const TEXT = 0;
const OPEN = 1;
const NAME = 2;
const ATTRIBUTES = 3;
const QUOTED = 4;
const DECLARATION = 5;
const COMMENT = 6;
const CDATA = 7;
const INSTRUCTION = 8;

const isSpace = (byte: number): boolean => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

export interface XmlMeterBounds {
  cellXmlBytes: number;
  markupBytes: number;
  rowsRead: number;
}

export class XmlMeter {
  private state = TEXT;
  /** Bytes seen before the current chunk. */
  private offset = 0;
  private markupStart = 0;
  private name = '';
  private closing = false;
  private lastNonSpace = 0;
  private quote = 0;
  private declaration = '';
  /** Consecutive '-' (comment) or ']' (CDATA), or whether the last byte was '?' (instruction). */
  private run = 0;
  /** Bytes of the current text run. */
  private textRun = 0;
  // Shared strings: where the last <si> boundary ended.
  private boundary = 0;
  // A sheet: ExcelJS's state, the text gathered into the current value, and the rows.
  private inSheetData = false;
  private inRow = false;
  private inCell = false;
  /** Whether ExcelJS has started a value (from then on it gathers every text into the last one). */
  private valueStarted = false;
  private cellText = 0;
  private rows = 0;

  constructor(
    private readonly kind: XmlPartKind,
    private readonly bounds: XmlMeterBounds = PARSE_BOUNDS,
  ) {}

  /** The next inflated bytes of the part; throws AppError (-605, -609) or MalformedXml when a bound is passed. */
  write(chunk: Buffer): void {
    const length = chunk.length;
    let i = 0;
    while (i < length) {
      const byte = chunk[i] ?? 0;
      switch (this.state) {
        case TEXT: {
          const lt = chunk.indexOf(LT, i);
          const end = lt < 0 ? length : lt;
          this.text(end - i);
          i = end;
          if (lt < 0) continue;
          this.checkText(this.offset + lt);
          this.markupStart = this.offset + lt;
          this.textRun = 0;
          this.state = OPEN;
          break;
        }
        case OPEN:
          this.name = '';
          this.closing = false;
          this.lastNonSpace = 0;
          if (byte === SLASH) {
            this.closing = true;
            this.state = NAME;
          } else if (byte === QUESTION) {
            this.run = 0;
            this.state = INSTRUCTION;
          } else if (byte === BANG) {
            this.declaration = '';
            this.state = DECLARATION;
          } else {
            this.name = String.fromCharCode(byte);
            this.state = NAME;
          }
          break;
        case NAME:
          if (isSpace(byte) || byte === SLASH || byte === GT) {
            this.state = ATTRIBUTES;
            continue; // the same byte, read as the attributes' first
          }
          if (this.name.length <= NAME_MAX) this.name += String.fromCharCode(byte);
          break;
        case ATTRIBUTES:
          if (byte === GT) {
            this.tag(this.offset + i);
            this.state = TEXT;
          } else if (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) {
            this.quote = byte;
            this.state = QUOTED;
          } else if (!isSpace(byte)) this.lastNonSpace = byte;
          break;
        case QUOTED:
          if (byte === this.quote) {
            this.lastNonSpace = byte;
            this.state = ATTRIBUTES;
          }
          break;
        case DECLARATION:
          this.declaration += String.fromCharCode(byte);
          if (this.declaration === '--') {
            this.run = 0;
            this.state = COMMENT;
          } else if (this.declaration === '[CDATA[') {
            this.run = 0;
            this.state = CDATA;
          } else if (!'--'.startsWith(this.declaration) && !'[CDATA['.startsWith(this.declaration)) {
            // <!DOCTYPE and its entities (billion laughs), or other declarations: never in a spreadsheet.
            throw new MalformedXml('declaration');
          }
          break;
        case COMMENT:
          if (byte === GT && this.run >= 2) this.markupEnd(this.offset + i);
          else this.run = byte === DASH ? this.run + 1 : 0;
          break;
        case CDATA:
          if (byte === GT && this.run >= 2) this.markupEnd(this.offset + i);
          else this.run = byte === BRACKET ? this.run + 1 : 0;
          break;
        case INSTRUCTION:
          if (byte === GT && this.run === 1) this.markupEnd(this.offset + i);
          else this.run = byte === QUESTION ? 1 : 0;
          break;
      }
      i++;
    }
    this.offset += length;
    // Within a chunk (16 KB inflated) the bounds may be passed by at most a chunk: checked once here.
    if (this.state !== TEXT && this.offset - this.markupStart > this.bounds.markupBytes) throw new MalformedXml('markup too long');
    this.checkText(this.offset);
  }

  private text(bytes: number): void {
    this.textRun += bytes;
    if (this.valueStarted) this.cellText += bytes;
  }

  private checkText(at: number): void {
    const gathered = Math.max(this.textRun, this.cellText, this.kind === 'sharedStrings' ? at - this.boundary : 0);
    if (gathered > this.bounds.cellXmlBytes) throw new AppError(ErrorCode.ImportCellTooLong);
  }

  private markupEnd(at: number): void {
    if (at - this.markupStart > this.bounds.markupBytes) throw new MalformedXml('markup too long');
    this.state = TEXT;
  }

  /** A start, end or empty-element tag ended at `at` (its '>'). */
  private tag(at: number): void {
    this.markupEnd(at);
    this.checkText(at);
    if (this.closing) this.close(at);
    else {
      this.open(at);
      if (this.lastNonSpace === SLASH) this.close(at);
    }
  }

  private open(at: number): void {
    if (this.kind === 'sharedStrings') {
      if (this.name === 'si') this.boundary = at;
      return;
    }
    if (this.kind !== 'sheet') return;
    switch (this.name) {
      case 'sheetData':
        this.inSheetData = true;
        break;
      case 'row':
        if (++this.rows > this.bounds.rowsRead) throw new AppError(ErrorCode.ImportTooManyRows, { detail: IMPORT_MESSAGES.rowsOver(this.bounds.rowsRead) });
        if (this.inSheetData) this.inRow = true;
        break;
      case 'c':
        if (this.inRow) this.inCell = true;
        break;
      case 'v':
      case 'f':
      case 'is':
      case 't':
        // ExcelJS starts a new value here only inside a cell; elsewhere the text goes on gathering.
        if (this.inCell) {
          this.valueStarted = true;
          this.cellText = 0;
        }
        break;
    }
  }

  private close(at: number): void {
    if (this.kind === 'sharedStrings') {
      if (this.name === 'si') this.boundary = at;
      return;
    }
    if (this.kind !== 'sheet') return;
    if (this.name === 'sheetData') this.inSheetData = false;
    else if (this.name === 'row') this.inRow = false;
    // ExcelJS ends a cell only within a row; its value stays the one text is gathered into.
    else if (this.name === 'c' && this.inRow) this.inCell = false;
  }
}
