/** An optional namespace prefix (`x:row`), as some writers put on every element. */
const PREFIX = '(?:[A-Za-z_][\\w.-]*:)?';

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

const PHONETIC_RUN = new RegExp(`<${PREFIX}rPh\\b[\\s\\S]*?</${PREFIX}rPh>`, 'g');
const TEXT_RUN = new RegExp(`<${PREFIX}t\\b[^>]*?(?:/>|>([\\s\\S]*?)</${PREFIX}t>)`, 'g');
const VALUE = new RegExp(`<${PREFIX}v\\b[^>]*>([\\s\\S]*?)</${PREFIX}v>`);

/** The text of a string item (`<si>`, `<is>`): its runs joined, phonetic guides left out. */
export function runsText(xml: string): string {
  const visible = xml.includes('rPh') ? xml.replace(PHONETIC_RUN, '') : xml;
  let text = '';
  for (const run of visible.matchAll(TEXT_RUN)) text += decodeEntities(run[1] ?? '');
  return text;
}

/** The text of a cell's `<v>` element, or undefined when it has none. */
export function valueText(xml: string): string | undefined {
  const match = VALUE.exec(xml);
  return match ? decodeEntities(match[1] ?? '') : undefined;
}

/** An attribute's value in an element's attribute text (`r="B2" t="s"`), entities decoded. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? '');
}

/**
 * Walks the elements called `name` in `xml` (any namespace prefix), giving each one's attribute text
 * and inner XML (empty for `<name/>`). Nested elements of the same name are not expected here.
 */
export function* elements(
  xml: string,
  name: string,
  from = 0,
): Generator<{ attributes: string; inner: string; end: number }> {
  const open = new RegExp(`<(${PREFIX})${name}\\b([^>]*)>`, 'g');
  open.lastIndex = from;
  for (let match = open.exec(xml); match; match = open.exec(xml)) {
    const attributes = match[2] ?? '';
    const contentStart = match.index + match[0].length;
    if (attributes.endsWith('/')) {
      yield { attributes: attributes.slice(0, -1), inner: '', end: contentStart };
      continue;
    }
    const closing = `</${match[1] ?? ''}${name}>`;
    const close = xml.indexOf(closing, contentStart);
    if (close < 0) return;
    yield { attributes, inner: xml.slice(contentStart, close), end: close + closing.length };
    open.lastIndex = close + closing.length;
  }
}

/** Whether `xml` holds an element called `name` (any namespace prefix). */
export function hasElement(xml: string, name: string): boolean {
  return new RegExp(`<${PREFIX}${name}\\b`).test(xml);
}

/** The attribute text of the first element called `name`, or undefined. */
export function firstElementAttributes(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${PREFIX}${name}\\b([^>]*)>`).exec(xml);
  return match ? (match[1] ?? '').replace(/\/$/, '') : undefined;
}

/**
 * The elements called `name` in text that arrives in pieces, each as soon as it is closed. Text
 * between them is dropped as it is passed; an element still open when more than `maxOpen`
 * characters wait is refused with `tooLarge()`, so blank padding cannot pile up.
 */
export async function* streamedElements(
  pieces: AsyncIterable<string>,
  name: string,
  maxOpen: number,
  tooLarge: () => Error,
): AsyncGenerator<{ attributes: string; inner: string }> {
  const opening = new RegExp(`<${PREFIX}${name}\\b`);
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    let consumed = 0;
    for (const element of elements(pending, name)) {
      yield element;
      consumed = element.end;
    }
    const rest = pending.slice(consumed);
    const open = rest.search(opening);
    const lastTag = rest.lastIndexOf('<');
    const isTagCut = lastTag >= 0 && !rest.includes('>', lastTag);
    // Keep an element begun but not closed, or else a tag cut in two at the end of the piece.
    pending = open >= 0 ? rest.slice(open) : isTagCut ? rest.slice(lastTag) : '';
    if (pending.length > maxOpen) throw tooLarge();
  }
}
