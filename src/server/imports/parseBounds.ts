/**
 * What reading one uploaded file may cost (issue 28 §5; our choices, docs/decisions.md "Bounds of a
 * parse"). The upload itself is at most IMPORT_LIMITS.maxBytes (10 MB), but an xlsx is a zip: 370 KB
 * can inflate to 380 MB of XML, and a few bytes of XML (`<row/>`, a cell naming a shared string) can
 * make the reader build megabytes. Each bound is checked before the work it guards: the zip's
 * directory before inflating, the inflating XML before ExcelJS reads it (xlsxXmlMeter.ts), the rows
 * and texts as they are read (tableCollector.ts).
 *
 * Legitimate files stay far below: the largest template has 19 columns; 20,000 rows of 30 columns of
 * 40-character texts is a 3.5 MB xlsx of 23 MB of sheet and 39 MB of shared strings, read in about
 * 2 s.
 */
import { IMPORT_LIMITS } from '@/shared/imports';

const MIB = 1024 * 1024;

export const PARSE_BOUNDS = {
  /** What all the entries of an xlsx may declare once inflated, together (-610, from the zip's directory). */
  workbookInflatedBytes: 192 * MIB,
  /** What one entry may declare once inflated (-610); while inflating, it may not exceed what it declares (-608). */
  entryInflatedBytes: 128 * MIB,
  /**
   * The shared strings, which ExcelJS holds in memory while it reads the sheet: a string costs it some
   * 40 bytes besides its text, so 64 MB of the shortest ones (3.7 million) take about 200 MB. Excel
   * writes each distinct text once; 20,000 rows of 30 distinct 40-character texts need 39 MB.
   */
  sharedStringsInflatedBytes: 64 * MIB,
  /** The styles part: a workbook's styles are a few kilobytes; Excel's 64,000 formats fit in about 10 MB. */
  stylesInflatedBytes: 32 * MIB,
  /**
   * The XML ExcelJS may gather into one cell's text (-609 while inflating, before it reads it): the
   * longest cell, 32,767 characters, written as entities (`&quot;` is 6 bytes), with room for rich
   * text runs. The exact bound, in characters, is IMPORT_LIMITS.cellMaxLength, checked as rows are read.
   */
  cellXmlBytes: MIB,
  /** One tag, comment, CDATA section or processing instruction (-608: no spreadsheet writes longer ones). */
  markupBytes: 64 * 1024,
  /** Rows of a file, empty ones included (-605): an xlsx's `<row>` elements, a csv's lines. */
  rowsRead: 5 * IMPORT_LIMITS.maxRows,
  /** Columns of the header row (-604): no template comes near it. */
  headerColumns: 256,
  /**
   * Characters of the table read, all its cells together (-610): what the import holds, stores and
   * validates. About the most an honest upload carries (10 MB of xlsx compresses prose some five
   * times; a csv is its text), far below what one shared string named by every cell makes.
   */
  tableChars: 50_000_000,
  /** Wall-clock time of one parse from when it starts (-610); with at most `parsesAtOnce` sharing the event loop. */
  parseMs: 20_000,
  /**
   * Parses at once in one server process, each until its table is stored; more wait for a free turn
   * (-611 when `parsesWaiting` already wait, or after `waitMs`). Per process, on purpose: what it
   * protects is the process's own memory and event loop; a host running several processes runs that
   * many times as many.
   */
  parsesAtOnce: 2,
  parsesWaiting: 4,
  waitMs: 30_000,
} as const;
