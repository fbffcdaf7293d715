/** One part as a browser's FormData would send it, for `app.inject`: a file, or a plain field's `value`. */
export type FilePart =
  | { field?: string; filename?: string; contentType?: string; bytes: Buffer }
  | { field: string; value: string };

const BOUNDARY = '----bahi-test-boundary';

function partBytes(part: FilePart): Buffer[] {
  if ('value' in part) {
    return [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
      ),
    ];
  }
  const { field = 'file', filename = 'logo.png', contentType = 'image/png', bytes } = part;
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return [Buffer.from(head), bytes, Buffer.from('\r\n')];
}

export function multipartPayload(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([...parts.flatMap(partBytes), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Bytes that begin like a real PNG, padded to `size`. */
export function pngBytes(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
