/**
 * What XML 1.0 cannot carry at all, so a stored name holding it would break the whole file: C0
 * controls other than tab, newline and carriage return, U+FFFE and U+FFFF, and half a surrogate pair.
 */
const NOT_IN_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What xmlText changes; most names and amounts hold none of it and are written as they are. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const NEEDS_XML_CARE = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

/** Text as an XML element's content or an attribute's value: escaped, with what XML forbids dropped. */
export function xmlText(value: string): string {
  if (!NEEDS_XML_CARE.test(value)) return value;
  return value
    .replace(NOT_IN_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
