import { CsvError, parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('reads plain, quoted, escaped and multi-line fields', () => {
    const text = 'a,b,c\r\n1,"x, y","say ""hi"""\n2,,"line\nbreak"\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', '', 'line\nbreak'],
    ]);
  });

  it('ignores a BOM, blank lines and a missing final line break', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps an empty quoted last field', () => {
    expect(parseCsv('a,""')).toEqual([['a', '']]);
  });

  it('rejects broken quoting', () => {
    expect(() => parseCsv('a,"b')).toThrow(CsvError);
    expect(() => parseCsv('a,b"c"')).toThrow(CsvError);
    expect(() => parseCsv('a,"b"c')).toThrow(CsvError);
  });
});

describe('parseCsvRecords', () => {
  it('maps rows to objects by header', () => {
    expect(parseCsvRecords('x,y\n1,2\n', ['x', 'y'])).toEqual([{ x: '1', y: '2' }]);
  });

  it('checks the header and the field count', () => {
    expect(() => parseCsvRecords('x,z\n1,2\n', ['x', 'y'])).toThrow(/Expected the header/);
    expect(() => parseCsvRecords('x,y\n1\n', ['x', 'y'])).toThrow(/Row 2 has 1 fields/);
  });
});
