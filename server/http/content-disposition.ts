/** RFC 5987 leaves these unescaped by encodeURIComponent; RFC 8187's attr-char does not allow them. */
const NOT_ATTRIBUTE_CHARACTERS = /['()*]/g;

/**
 * `attachment` with the name twice (RFC 6266): `filename*` in UTF-8 for every current browser, and
 * a plain ASCII `filename` for the rest, with accents dropped ('Ananyā' → 'Ananya') and anything a
 * quoted string or a decoder could misread ('"', '\', '%', non-ASCII) turned into '_'.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTRIBUTE_CHARACTERS,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Characters no file system or mail client takes in a name; the rest, accents included, are kept. */
const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;

/** A download's name from its parts, safe as a file name: `fileNameOf(['invoice', 'Asha', '007'], 'pdf')`. */
export function fileNameOf(parts: string[], extension: string): string {
  const name = parts.join('-').replace(UNSAFE_IN_FILE_NAMES, '_').replace(/\s+/g, ' ');
  return `${name.trim()}.${extension}`;
}

/** The media type of every workbook the server sends. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
