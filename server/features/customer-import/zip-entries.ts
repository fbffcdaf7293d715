import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';
import { AppError } from '../../errors';

const inflate = promisify(inflateRaw);
/** Unpacked text is handed on in pieces of this many bytes. */
const PIECE_BYTES = 64 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** A workbook has a dozen parts; thousands of entries is not a spreadsheet. */
const MAX_ENTRIES = 1_000;

export type ZipEntry = {
  name: string;
  method: number;
  isEncrypted: boolean;
  packedSize: number;
  declaredSize: number;
  headerOffset: number;
};

export class UnreadableZip extends Error {}

function endOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new UnreadableZip('no end of central directory');
}

/**
 * The entries a zip archive lists in its central directory, read from the directory alone: nothing
 * is unpacked. Zip64 archives are refused (a file this small never needs one).
 */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  if (bytes.length < 22) throw new UnreadableZip('too short');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directoryOffset >= end) throw new UnreadableZip('bad central directory');
  const entries = new Map<string, ZipEntry>();
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
      throw new UnreadableZip('bad central directory entry');
    }
    const nameLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      name,
      isEncrypted: (bytes.readUInt16LE(offset + 8) & 1) === 1,
      method: bytes.readUInt16LE(offset + 10),
      packedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: bytes.readUInt32LE(offset + 24),
      headerOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

function packedBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const header = entry.headerOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new UnreadableZip(`bad local header for ${entry.name}`);
  }
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.packedSize > bytes.length) throw new UnreadableZip(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.packedSize);
}

function checkEntry(entry: ZipEntry, maxBytes: number, tooLargeMessage: string): void {
  if (entry.isEncrypted) throw new UnreadableZip(`${entry.name} is encrypted`);
  if (entry.declaredSize > maxBytes) throw new AppError('BAD_REQUEST', tooLargeMessage);
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new UnreadableZip(`${entry.name} uses compression ${entry.method}`);
  }
}

/**
 * One entry's text (UTF-8), in pieces as it is unpacked, never more than `maxBytes` of it: a reader
 * that has seen enough stops, and unpacking stops with it, so a long sheet is never held whole.
 */
export async function* unpackedText(
  bytes: Buffer,
  entry: ZipEntry,
  maxBytes: number,
  tooLargeMessage: string,
): AsyncGenerator<string> {
  checkEntry(entry, maxBytes, tooLargeMessage);
  const packed = packedBytes(bytes, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === STORED) {
    if (packed.length > maxBytes) throw new AppError('BAD_REQUEST', tooLargeMessage);
    for (let start = 0; start < packed.length; start += PIECE_BYTES) {
      yield decoder.write(packed.subarray(start, start + PIECE_BYTES));
    }
    yield decoder.end();
    return;
  }
  const inflater = createInflateRaw({ chunkSize: PIECE_BYTES });
  inflater.end(packed);
  let unpacked = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      unpacked += piece.length;
      if (unpacked > maxBytes) throw new AppError('BAD_REQUEST', tooLargeMessage);
      yield decoder.write(piece);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new UnreadableZip(`${entry.name} cannot be unpacked`);
  } finally {
    inflater.destroy();
  }
  yield decoder.end();
}

/**
 * One entry's bytes, never more than `maxBytes` of them: what its headers declare is checked first,
 * and the unpacking itself stops at the limit, since headers can lie (a zip bomb). Unpacking runs on
 * libuv's thread pool, off the event loop.
 */
export async function unpackEntry(
  bytes: Buffer,
  entry: ZipEntry,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  checkEntry(entry, maxBytes, tooLargeMessage);
  const packed = packedBytes(bytes, entry);
  if (entry.method === STORED) {
    if (packed.length > maxBytes) throw new AppError('BAD_REQUEST', tooLargeMessage);
    return packed;
  }
  try {
    return await inflate(packed, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', tooLargeMessage);
    }
    throw new UnreadableZip(`${entry.name} cannot be unpacked`);
  }
}
