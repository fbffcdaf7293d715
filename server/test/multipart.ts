import { deflateSync } from 'node:zlib';
import { pngChunk, pngOf } from './images';

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

/** The smallest real PNG (one grey pixel) and what a chunk adds around its data. */
const ONE_PIXEL = pngOf({ width: 1, height: 1, idat: deflateSync(Buffer.from([0, 0])), colorType: 0 });
const CHUNK_OVERHEAD = 12;

/**
 * A real one-pixel PNG padded to exactly `size` bytes (at least 79) with a private chunk that
 * decoders skip, so files of any size decode.
 */
export function pngBytes(size = 96): Buffer {
  const padding = size - ONE_PIXEL.length - CHUNK_OVERHEAD;
  if (padding < 0) throw new RangeError(`A PNG takes at least ${size - padding} bytes`);
  const filler = pngChunk('prVt', Buffer.alloc(padding, 7));
  const end = ONE_PIXEL.length - CHUNK_OVERHEAD; // before IEND
  return Buffer.concat([ONE_PIXEL.subarray(0, end), filler, ONE_PIXEL.subarray(end)]);
}
