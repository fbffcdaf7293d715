import type { IncomingMessage, ServerResponse } from 'node:http';
import { GRAPH_CODES, graphError } from './graph-error';

/** Meta takes documents up to 100 MB; an invoice PDF is far below this emulator's limit. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export type Reply = { status: number; body: unknown };

export function writeReply(response: ServerResponse, reply: Reply): void {
  response.statusCode = reply.status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(reply.body));
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw graphError(413, GRAPH_CODES.invalidParameter, '(#100) The request body is too large.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request)).toString('utf8').trim();
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw graphError(400, GRAPH_CODES.invalidParameter, '(#100) The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw graphError(400, GRAPH_CODES.invalidParameter, '(#100) The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** A multipart/form-data body, parsed by the Fetch API's own reader (no extra dependency). */
export async function readForm(request: IncomingMessage): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw graphError(400, GRAPH_CODES.invalidParameter, '(#100) The request must be multipart/form-data.');
  }
  const body = await readBody(request);
  try {
    return await new Request('http://emulator.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw graphError(400, GRAPH_CODES.invalidParameter, '(#100) The multipart body could not be read.');
  }
}
