/** The XML meter ahead of ExcelJS (issue 28 §5), with small bounds: what it counts as ExcelJS gathers it, whatever the chunks. */
import fc from 'fast-check';
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { MalformedXml, XmlMeter, type XmlPartKind } from './xlsxXmlMeter';

const BOUNDS = { cellXmlBytes: 100, markupBytes: 50, rowsRead: 10 };

/** What metering `xml` ends in: 'ok', an AppError's code, or 'malformed'; `chunks` cuts it at those lengths (cycled). */
function meter(kind: XmlPartKind, xml: string, chunks: readonly number[] = [xml.length]): 'ok' | 'malformed' | number {
  const bytes = Buffer.from(xml, 'utf8');
  const scanner = new XmlMeter(kind, BOUNDS);
  try {
    for (let at = 0, k = 0; at < bytes.length; k++) {
      const size = Math.max(1, chunks[k % chunks.length] ?? 1);
      scanner.write(bytes.subarray(at, at + size));
      at += size;
    }
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    if (error instanceof MalformedXml) return 'malformed';
    throw error;
  }
}

const x = (n: number) => 'x'.repeat(n);
const sheet = (content: string) => `<?xml version="1.0"?><worksheet><sheetData>${content}</sheetData></worksheet>`;
const cell = (value: string) => `<c r="A1" t="inlineStr"><is><t>${value}</t></is></c>`;

describe('a sheet', () => {
  it('bounds the text of one value, and lets every value have its own', () => {
    expect(meter('sheet', sheet(`<row r="1">${cell(x(100))}</row>`))).toBe('ok');
    expect(meter('sheet', sheet(`<row r="1">${cell(x(101))}</row>`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sheet', sheet(`<row r="1">${cell(x(90)).repeat(9)}</row>`))).toBe('ok');
  });

  it('counts text after a cell’s end as part of its value, as ExcelJS gathers it, across many short runs', () => {
    const after = `<row r="1">${cell('a')}</row></sheetData><extLst>${`<x>${x(30)}</x>`.repeat(4)}</extLst><sheetData>`;
    expect(meter('sheet', sheet(after))).toBe(ErrorCode.ImportCellTooLong);
  });

  it('does not start a new value where ExcelJS does not: a <v> outside a cell, outside a row, or a prefixed one', () => {
    expect(meter('sheet', sheet(`<row r="1">${cell('a')}</row>${`<v/>${x(30)}`.repeat(4)}`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sheet', sheet(`<row r="1">${cell('a')}</row><c r="A2">${`<v/>${x(30)}`.repeat(4)}</c>`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sheet', sheet(`<row r="1"><c r="A1"><v>1</v>${`<x:v/>${x(30)}`.repeat(4)}</c></row>`))).toBe(ErrorCode.ImportCellTooLong);
    // A <v> inside a cell of a row does.
    expect(meter('sheet', sheet(`<row r="1"><c r="A1"><v>1</v>${`<v/>${x(30)}`.repeat(4)}</c></row>`))).toBe('ok');
  });

  it('counts every <row>, empty or not, inside sheetData or not', () => {
    expect(meter('sheet', sheet('<row/>'.repeat(10)))).toBe('ok');
    expect(meter('sheet', sheet('<row/>'.repeat(11)))).toBe(ErrorCode.ImportTooManyRows);
    expect(meter('sheet', sheet(`${'<row r="1"></row>'.repeat(6)}</sheetData>${'<row/>'.repeat(5)}<sheetData>`))).toBe(ErrorCode.ImportTooManyRows);
  });

  it('reads quoted attributes, self-closing tags and names as XML does', () => {
    // A '>' or '/' in a quoted value ends nothing; whitespace before '/>' still closes.
    expect(meter('sheet', sheet(`<row r="1" x="a>b/"><c r="A1" s='>' ><v>1</v></c ></row >`))).toBe('ok');
    expect(meter('sheet', sheet(`<row r="1"><c r="A1" t="s" / ><v/>${x(101)}</row>`))).toBe(ErrorCode.ImportCellTooLong);
  });
});

describe('shared strings', () => {
  const sst = (content: string) => `<?xml version="1.0"?><sst>${content}</sst>`;

  it('bounds each string with its rich-text runs, tags included, and what lies between two strings', () => {
    expect(meter('sharedStrings', sst(`<si><t>${x(80)}</t></si>`.repeat(20)))).toBe('ok');
    expect(meter('sharedStrings', sst(`<si><t>${x(100)}</t></si>`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sharedStrings', sst(`<si>${'<r><t/></r>'.repeat(10)}</si>`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sharedStrings', sst(`<si><t>a</t></si>${'<x/>'.repeat(30)}<si><t>b</t></si>`))).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('sharedStrings', sst(`<si/>${x(101)}<si/>`))).toBe(ErrorCode.ImportCellTooLong);
  });
});

describe('any part', () => {
  it('bounds one text run, one tag, comment, CDATA section or processing instruction', () => {
    expect(meter('other', `<a>${x(100)}</a>`)).toBe('ok');
    expect(meter('other', `<a>${x(101)}</a>`)).toBe(ErrorCode.ImportCellTooLong);
    expect(meter('other', `<a b="${x(40)}"/>`)).toBe('ok');
    expect(meter('other', `<a b="${x(50)}"/>`)).toBe('malformed');
    expect(meter('other', `<a><!-- a > b -- c ${x(20)} --></a>`)).toBe('ok');
    expect(meter('other', `<a><!-- ${x(50)} --></a>`)).toBe('malformed');
    expect(meter('other', `<a><![CDATA[ ]] > ${x(30)} ]]></a>`)).toBe('ok');
    expect(meter('other', `<a><![CDATA[ ${x(50)} ]]></a>`)).toBe('malformed');
    expect(meter('other', `<?xml version="1.0" x="?"?><a/>`)).toBe('ok');
    expect(meter('other', `<?xml ${x(50)}?><a/>`)).toBe('malformed');
  });

  it('refuses a DOCTYPE (entities) and other declarations', () => {
    expect(meter('other', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>')).toBe('malformed');
    expect(meter('sheet', '<!ELEMENT a ANY><a/>')).toBe('malformed');
  });
});

it('ends the same whatever the chunks the XML inflates in', () => {
  const pieces = fc.constantFrom(
    '<row r="1">',
    '</row>',
    '<row/>',
    '<c r="A1">',
    '<c r="A1"/>',
    '</c>',
    '<v>',
    '</v>',
    '<is><t>',
    '</t></is>',
    '<si>',
    '</si>',
    '<r><t/></r>',
    '<x a="1>2"/>',
    '<!-- c -->',
    '<![CDATA[ d ]]>',
    '<?p q?>',
    'x'.repeat(30),
    'é',
  );
  fc.assert(
    fc.property(
      fc.constantFrom<XmlPartKind>('sheet', 'sharedStrings', 'other'),
      fc.array(pieces, { maxLength: 40 }),
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
      (kind, parts, chunks) => {
        const xml = sheet(parts.join(''));
        expect(meter(kind, xml, chunks)).toBe(meter(kind, xml));
      },
    ),
    { numRuns: 500 },
  );
});
