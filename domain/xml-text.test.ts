import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text';

describe('xmlText', () => {
  it('escapes the five XML characters', () => {
    expect(xmlText(`A&B <Co> "x" 'y'`)).toBe('A&amp;B &lt;Co&gt; &quot;x&quot; &apos;y&apos;');
  });

  it('drops what XML 1.0 forbids and keeps tab, newline, accents and ₹', () => {
    expect(xmlText('Asha\u001b Rao\u0000\u0007')).toBe('Asha Rao');
    expect(xmlText('a\tb\nc ₹ Ananyā \ud83c\udfe0')).toBe('a\tb\nc ₹ Ananyā \ud83c\udfe0');
    expect(xmlText('half \ud83c pair')).toBe('half  pair');
  });

  it('leaves text with nothing to escape or drop as it is, and escapes every other text in full', () => {
    const forbidden =
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
    const escapedInFull = (value: string) =>
      value
        .replace(forbidden, '')
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&apos;');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(xmlText(value)).toBe(escapedInFull(value));
      }),
      { numRuns: 2000 },
    );
  });
});
