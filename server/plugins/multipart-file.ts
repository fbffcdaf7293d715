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

/** Characters a plain field of a form with a file may carry: a note's 500 and then some. */
const FIELD_BYTES = 4_000;

/**
 * A form with at most one file (field `file`) and a few plain fields, as a browser's FormData sends it:
 * the fields as text (a longer one is refused, not cut), and the file refused past `maxBytes` as it
 * streams in. Answers the fields and the file, or null without one.
 */
export async function readFormWithFile(
  request: FastifyRequest,
  { maxBytes, tooLargeMessage }: FileLimits,
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = { bytes: await part.toBuffer(), filename: part.filename };
        else part.file.resume();
        continue;
      }
      if (part.valueTruncated) throw new AppError('BAD_REQUEST', `The field ${part.fieldname} is too long`);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one file at a time');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('BAD_REQUEST', 'Too many fields');
    throw error;
  }
  return { fields, file };
}
