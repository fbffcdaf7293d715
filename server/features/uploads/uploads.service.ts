import { LOGO_MISSING_MESSAGE, type TUploadResult, uploadIdOf, uploadPath } from '@domain/api/uploads';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { encodeLogo, isEncodedLogo } from './logo-image';
import {
  findLogoPath,
  findUpload,
  findUploadOf,
  insertUpload,
  isUploadOf,
  pruneUploads,
  replaceUpload,
  type StoredImage,
} from './uploads.repository';

/** The newest uploads a business keeps besides its current logo: enough to change one's mind. */
const UPLOADS_KEPT = 5;

export const UPLOAD_NOT_FOUND = 'Image not found';

/**
 * Checks the bytes themselves (the declared type and the file name are only the sender's claim) and
 * stores the logo re-encoded, small and without metadata (see encodeLogo).
 */
export async function saveLogo(
  context: ServiceContext,
  caller: Caller,
  bytes: Buffer | null,
): Promise<TUploadResult> {
  if (!bytes || bytes.byteLength === 0) throw new AppError('BAD_REQUEST', LOGO_MISSING_MESSAGE);
  const image = await encodeLogo(bytes);
  const { db } = context;
  const businessId = caller.business.id;
  const { id } = await insertUpload(db, businessId, image);
  await pruneUploads(db, businessId, {
    keep: UPLOADS_KEPT,
    spare: uploadIdOf((await findLogoPath(db, businessId)) ?? ''),
  });
  return { secure_url: uploadPath(id) };
}

export async function imageOf(context: ServiceContext, id: string): Promise<StoredImage> {
  const image = await findUpload(context.db, id);
  if (!image) throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND);
  return image;
}

/**
 * A business's logo as its documents draw it: PNG or JPEG, at most 512 px a side; null when it has
 * none. A logo stored before uploads were re-encoded is re-encoded on first use and stored back under
 * its id, so the PDF workers only ever see small images; one that uploads would refuse (beyond
 * 5,000 px a side, unreadable) is left out, its pixels never decoded.
 */
export async function documentLogoOf(
  { db }: Pick<ServiceContext, 'db'>,
  businessId: string,
  logo: string | null,
): Promise<StoredImage | null> {
  const id = uploadIdOf(logo ?? '');
  if (!id) return null;
  const stored = await findUploadOf(db, businessId, id);
  if (!stored) return null;
  if (await isEncodedLogo(stored.bytes)) return stored;
  try {
    const encoded = await encodeLogo(stored.bytes);
    await replaceUpload(db, businessId, id, encoded);
    return encoded;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A profile may show only a logo its own business uploaded. */
export async function assertOwnLogo(
  context: ServiceContext,
  caller: Caller,
  logo: string | undefined,
): Promise<void> {
  if (!logo) return;
  const id = uploadIdOf(logo);
  if (!id || !(await isUploadOf(context.db, caller.business.id, id))) {
    throw new AppError('BAD_REQUEST', 'Please upload the logo again', [
      { path: 'logo', message: 'Please upload the logo again' },
    ]);
  }
}
