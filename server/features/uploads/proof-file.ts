import {
  MAX_PROOF_SIDE_PX,
  PROOF_DIMENSIONS_MESSAGE,
  PROOF_TYPE_MESSAGE,
  PROOF_UNREADABLE_MESSAGE,
} from '@domain/api/intimations';
import { detectImageType } from '@domain/image-type';
import { AppError } from '../../errors';
import { decoding, headerOf, loadSharp } from './logo-image';

/** The longest side a proof picture is kept at: a UTR in a screenshot stays readable. */
const PROOF_SIDE_PX = 2_000;
const PDF_SIGNATURE = Buffer.from('%PDF-');

export type ProofFile = { contentType: 'image/jpeg' | 'image/png' | 'application/pdf'; bytes: Buffer };

/**
 * A member's proof of payment as it is kept: typed by its bytes (never its name or declared type). A
 * PDF is kept as sent; a JPEG or PNG is refused from its header beyond 12,000 px a side (an image bomb
 * never gets decoded), then decoded within that bound, turned upright and written again at most
 * 2,000 px a side without any metadata (a phone photo's location stays with the phone).
 * @throws {AppError} 415 for another type, 400 for too large or unreadable.
 */
export async function encodeProof(bytes: Buffer): Promise<ProofFile> {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
    return { contentType: 'application/pdf', bytes };
  const type = detectImageType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROOF_TYPE_MESSAGE);
  const { width = 0, height = 0, format } = await headerOf(bytes, PROOF_UNREADABLE_MESSAGE);
  if (format !== (type === 'image/jpeg' ? 'jpeg' : 'png') || width === 0 || height === 0)
    throw new AppError('BAD_REQUEST', PROOF_UNREADABLE_MESSAGE);
  if (width > MAX_PROOF_SIDE_PX || height > MAX_PROOF_SIDE_PX)
    throw new AppError('BAD_REQUEST', PROOF_DIMENSIONS_MESSAGE);
  const sharp = await loadSharp();
  return decoding(async () => {
    const image = sharp(bytes, {
      limitInputPixels: MAX_PROOF_SIDE_PX * MAX_PROOF_SIDE_PX,
      failOn: 'error',
      autoOrient: true,
    }).resize(PROOF_SIDE_PX, PROOF_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
    try {
      return type === 'image/jpeg'
        ? { contentType: 'image/jpeg', bytes: await image.jpeg({ quality: 85 }).toBuffer() }
        : { contentType: 'image/png', bytes: await image.png({ compressionLevel: 9 }).toBuffer() };
    } catch {
      throw new AppError('BAD_REQUEST', PROOF_UNREADABLE_MESSAGE);
    }
  });
}
