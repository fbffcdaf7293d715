import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain and quoted fields, CRLF and LF, and drops a byte-order mark', () => {
    const text = '\uFEFFName,Flat No.\r\n"Rao, Asha",A-1\n"He said ""hi""","line\nbreak"\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Flat No.'],
      ['Rao, Asha', 'A-1'],
      ['He said "hi"', 'line\nbreak'],
    ]);
  });

  it('keeps empty fields and a last row without a line break', () => {
    expect(parseCsv('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']]);
  });

  it('keeps what looks like a formula as text', () => {
    expect(parseCsv('=1+2,@SUM(A1)')).toEqual([['=1+2', '@SUM(A1)']]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('"open,field\nmore')).toThrow(SyntaxError);
  });

  it('reads back whatever csvField wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          // A lone empty field is an empty line, and a leading byte-order mark is dropped by design.
          fc.pre(rows.every((row) => row.length > 1 || row[0] !== ''));
          fc.pre(!rows[0]?.[0]?.startsWith('\uFEFF'));
          const text = rows.map((row) => row.map(csvField).join(',')).join('\r\n');
          expect(parseCsv(text)).toEqual(rows);
        },
      ),
    );
  });
});
