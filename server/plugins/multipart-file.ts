import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

type ReceivedFile = { bytes: Buffer; filename: string };

type FileLimits = { maxBytes: number; tooLargeMessage: string };

/**
 * Reads the one file sent in the multipart field `file`, refusing it past `maxBytes` while it streams
 * in. A few plain fields (an image host's `upload_preset`, say) are tolerated and ignored. Answers
 * null when no such file was sent. The route's plugin must have registered @fastify/multipart.
 */
export async function readSingleFile(
  request: FastifyRequest,
  { maxBytes, tooLargeMessage }: FileLimits,
): Promise<ReceivedFile | null> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in a field named file',
    );
  }
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type !== 'file') continue;
      // A file under another name is read to its end (the stream stalls otherwise) and left out.
      if (part.fieldname === 'file') received = { bytes: await part.toBuffer(), filename: part.filename };
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one file at a time');
    if (code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST', 'Send only the file');
    throw error;
  }
  return received;
}
