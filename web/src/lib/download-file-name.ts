/** RFC 8187 `filename*=UTF-8''…`: the form that carries a client's name in any script. */
const EXTENDED_NAME = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[\w-]*'([^;]+)/i;
/** RFC 6266 `filename="…"` (quoted, with backslash escapes) or `filename=token`. */
const PLAIN_NAME = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i;

function decodeExtended(charset: string, encoded: string): string | null {
  if (charset.toLowerCase() !== 'utf-8') return null;
  try {
    return decodeURIComponent(encoded.trim());
  } catch {
    // A malformed escape: fall back to the plain filename.
    return null;
  }
}

/** Whatever the header says, a saved file gets a bare name: no folders, no control characters. */
function safeName(name: string, fallback: string): string {
  const bare = name
    .replace(/[\\/]/g, '-')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return bare && bare !== '.' && bare !== '..' ? bare : fallback;
}

/**
 * The file name from a Content-Disposition header: `filename*` first (it is the exact name, UTF-8),
 * then `filename`, else `fallback`.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = EXTENDED_NAME.exec(header);
  const decoded = extended?.[1] && extended[2] ? decodeExtended(extended[1], extended[2]) : null;
  if (decoded) return safeName(decoded, fallback);
  const plain = PLAIN_NAME.exec(header);
  const quoted = plain?.[1]?.replace(/\\(.)/g, '$1');
  const name = quoted ?? plain?.[2];
  return name ? safeName(name, fallback) : fallback;
}
