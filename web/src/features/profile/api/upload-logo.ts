import {
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  MAX_LOGO_BYTES,
  type TUploadResult,
} from '@domain/api/uploads';
import { detectImageType } from '@domain/image-type';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Enough bytes for every signature `detectImageType` knows (WebP's sits at 8–11). */
const SIGNATURE_BYTES = 12;

function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer(): every browser and the test DOM have it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * The server's own checks, in its order (size, then the bytes themselves), so a wrong file is refused
 * before it is sent, with the message the server would give. Null when the file may be uploaded.
 */
export async function logoFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_LOGO_BYTES) return LOGO_SIZE_MESSAGE;
  return detectImageType(await readFirstBytes(file, SIGNATURE_BYTES)) ? null : LOGO_TYPE_MESSAGE;
}

export async function uploadLogo(file: File): Promise<TUploadResult> {
  const problem = await logoFileProblem(file);
  if (problem) throw new Error(problem);
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<TUploadResult>('/api/v2/uploads', body);
}

export const UPLOAD_LOGO_MUTATION_KEY = ['upload-logo'];

export function useUploadLogo() {
  return useMutation({ mutationKey: UPLOAD_LOGO_MUTATION_KEY, mutationFn: uploadLogo });
}
