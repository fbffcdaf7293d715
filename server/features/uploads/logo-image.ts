import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNREADABLE_MESSAGE,
  MAX_LOGO_SIDE_PX,
} from '@domain/api/uploads';
import { formatNumber } from '@domain/format';
import { detectImageType } from '@domain/image-type';
import type { Metadata } from 'sharp';
import { AppError } from '../../errors';
import { limitConcurrency } from './concurrency-limit';
import type { StoredImage } from './uploads.repository';

/**
 * The longest side of a stored logo. A PDF draws it 56 pt wide and the web at most 80 px, so 512 px
 * stays sharp on print and on high-density screens while a PDF worker decodes at most 1 MB of pixels.
 */
export const LOGO_SIDE_PX = 512;

/** What each detected type is called by sharp, to check that both read the file alike. */
const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

type Sharp = typeof import('sharp')['default'];
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips, about 20 MB of memory), loaded with the first logo rather than at start-up. Its
 * cache is off: no two logos are alike, so it would only hold memory.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * Decoding runs on libuv's thread pool, off the event loop; at most two logos are decoded at once (each
 * may hold up to 100 MB of pixels), the others wait their turn.
 */
export const decoding = limitConcurrency(2);

/** The image's header only: its size and format, without decoding a pixel. */
export async function headerOf(bytes: Buffer, unreadable = LOGO_UNREADABLE_MESSAGE): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    // No pixel limit here: nothing is decoded, and the refusal can then say how large the image is.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', unreadable);
  }
}

/**
 * A logo as it is stored: typed by its bytes, refused from its header beyond 5,000 px a side, then
 * decoded (never more pixels than that bound, whatever the header said), turned upright by its EXIF
 * orientation, scaled down to at most 512 px a side and encoded again without any metadata (EXIF,
 * GPS, text). A PNG stays a PNG with its transparency and a JPEG a JPEG; a WebP becomes a PNG,
 * because invoice PDFs draw only PNG and JPEG. Only the pixels survive: a polyglot's HTML does not.
 * @throws {AppError} 415 for another type, 400 for too large or unreadable (truncated, corrupt).
 */
export async function encodeLogo(bytes: Buffer): Promise<StoredImage> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
  const { width = 0, height = 0, format } = await headerOf(bytes);
  if (format !== SHARP_FORMATS[type] || width === 0 || height === 0) {
    throw new AppError('BAD_REQUEST', LOGO_UNREADABLE_MESSAGE);
  }
  if (width > MAX_LOGO_SIDE_PX || height > MAX_LOGO_SIDE_PX) {
    const size = `${formatNumber(width)} × ${formatNumber(height)}`;
    throw new AppError('BAD_REQUEST', `${LOGO_DIMENSIONS_MESSAGE}; this one is ${size}`);
  }
  const sharp = await loadSharp();
  return decoding(async () => {
    const image = sharp(bytes, {
      limitInputPixels: MAX_LOGO_SIDE_PX * MAX_LOGO_SIDE_PX,
      failOn: 'error',
      autoOrient: true,
    }).resize(LOGO_SIDE_PX, LOGO_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
    try {
      if (type === 'image/jpeg') {
        const jpeg = await image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
        return { contentType: 'image/jpeg', bytes: jpeg };
      }
      return { contentType: 'image/png', bytes: await image.png({ compressionLevel: 9 }).toBuffer() };
    } catch {
      throw new AppError('BAD_REQUEST', LOGO_UNREADABLE_MESSAGE);
    }
  });
}

/**
 * Whether a stored logo is as encodeLogo leaves one (PNG or JPEG, at most 512 px a side, upright, no
 * metadata), read from its header only. Logos stored before uploads were re-encoded may not be.
 */
export async function isEncodedLogo(bytes: Buffer): Promise<boolean> {
  const type = detectImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return false;
  try {
    const header = await headerOf(bytes);
    const fits = (header.width ?? Infinity) <= LOGO_SIDE_PX && (header.height ?? Infinity) <= LOGO_SIDE_PX;
    const hasMetadata = header.exif || header.xmp || header.iptc || header.orientation !== undefined;
    return header.format === SHARP_FORMATS[type] && fits && !hasMetadata;
  } catch {
    return false;
  }
}
