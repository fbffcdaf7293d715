import { once } from 'node:events';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Images for the logo tests and benchmarks: real ones made with sharp, and hostile ones built byte by
// byte, as an attacker would.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC a decoder checks. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

type PngParts = { width: number; height: number; idat: Buffer; extra?: Buffer[]; colorType?: number };

/** A PNG of 8-bit samples (RGBA unless told) whose header says what it is told, whatever its data holds. */
export function pngOf({ width, height, idat, extra = [], colorType = 6 }: PngParts): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A header that claims `side` × `side` RGBA pixels over a few hundred bytes of data. */
export function headerBombPng(side: number): Buffer {
  return pngOf({ width: side, height: side, idat: deflateSync(Buffer.alloc(4096)) });
}

/**
 * A complete, valid `side` × `side` RGBA PNG of transparent pixels: 14,000 a side is 784 MB of pixels
 * in about 760 KB of file. Deflated row by row, so making it never holds the pixels.
 */
export async function zeroBombPng(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(1 + side * 4);
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return pngOf({ width: side, height: side, idat: Buffer.concat(parts) });
}

/** A real JPEG whose frame header then claims `width` × `height`. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await solidImage('jpeg', 16, 16));
  for (let index = 2; index < jpeg.length - 9; index += 1) {
    const isFrameHeader = jpeg[index] === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2);
    if (isFrameHeader) {
      jpeg.writeUInt16BE(height, index + 5);
      jpeg.writeUInt16BE(width, index + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header found');
}

/** A real image of one colour, half transparent when the format keeps transparency. */
export function solidImage(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const background = { r: 15, g: 118, b: 110, alpha: format === 'jpeg' ? 1 : 0.5 };
  return sharp({ create: { width, height, channels: format === 'jpeg' ? 3 : 4, background } })
    [format]()
    .toBuffer();
}

/**
 * A `width` × `height` JPEG as a phone camera stores a portrait photo: the pixels lie on their side and
 * EXIF orientation 6 says to turn them, with the place it was taken in the GPS tags.
 */
export function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1' } },
    })
    .toBuffer();
}
