import { z } from 'zod';

/** A logo is printed small; 1 MB is plenty and keeps profiles and PDFs light. */
export const MAX_LOGO_BYTES = 1_048_576;

/**
 * The widest and tallest image taken as a logo, read from its header before any pixel is decoded: a
 * phone photo fits, while a small file cannot claim hundreds of megabytes of pixels.
 */
export const MAX_LOGO_SIDE_PX = 5000;

export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image';
export const LOGO_SIZE_MESSAGE = 'The logo must be at most 1 MB';
export const LOGO_DIMENSIONS_MESSAGE = 'The logo must be at most 5,000 × 5,000 pixels';
export const LOGO_UNREADABLE_MESSAGE = 'The logo could not be read: the file is damaged or incomplete';
export const LOGO_MISSING_MESSAGE = 'Please choose a logo file';

/** Where an uploaded logo is served; the profile's `logo` holds this path. */
export const UPLOAD_PATH_PATTERN = /^\/api\/v2\/uploads\/([0-9a-f-]{36})$/;

export function uploadPath(id: string): string {
  return `/api/v2/uploads/${id}`;
}

/** The upload's id from a logo path, or null when it is not one of ours. */
export function uploadIdOf(path: string): string | null {
  return UPLOAD_PATH_PATTERN.exec(path)?.[1] ?? null;
}

export const ZUploadResult = z.object({ secure_url: z.string() });
export type TUploadResult = z.infer<typeof ZUploadResult>;
