import {
  LOGO_MISSING_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type TUploadResult,
  uploadIdOf,
  uploadPath,
} from '../../../domain/api/uploads';
import { detectImageType } from '../../../domain/image-type';
import type { AppInstance } from '../../app';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { findUpload, insertUpload, isUploadOf, pruneUploads, type StoredImage } from './uploads.repository';

/** The newest uploads a business keeps besides its current logo: enough to change one's mind. */
const UPLOADS_KEPT = 5;

export const UPLOAD_NOT_FOUND = 'Image not found';

/** Checks the bytes themselves: the declared type and the file name are only the sender's claim. */
export async function saveLogo(
  app: AppInstance,
  caller: Caller,
  bytes: Buffer | null,
): Promise<TUploadResult> {
  if (!bytes || bytes.byteLength === 0) throw new AppError('BAD_REQUEST', LOGO_MISSING_MESSAGE);
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
  const db = app.database.db;
  const { id } = await insertUpload(db, caller.business.id, { contentType, bytes });
  await pruneUploads(db, caller.business.id, {
    keep: UPLOADS_KEPT,
    spare: uploadIdOf(caller.business.logo_url ?? ''),
  });
  return { secure_url: uploadPath(id) };
}

export async function imageOf(app: AppInstance, id: string): Promise<StoredImage> {
  const image = await findUpload(app.database.db, id);
  if (!image) throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND);
  return image;
}

/** A profile may show only a logo its own business uploaded. */
export async function assertOwnLogo(
  app: AppInstance,
  caller: Caller,
  logo: string | undefined,
): Promise<void> {
  if (!logo) return;
  const id = uploadIdOf(logo);
  if (!id || !(await isUploadOf(app.database.db, caller.business.id, id))) {
    throw new AppError('BAD_REQUEST', 'Please upload the logo again', [
      { path: 'logo', message: 'Please upload the logo again' },
    ]);
  }
}
