import { invalidParameter } from './graph-error';
import type { DeliveredTemplate } from './store';

const MAX_CAPTION_LENGTH = 1024;
const MAX_TEXT_LENGTH = 4096;

export type MessageInput =
  | {
      type: 'document';
      to: string;
      document: { id?: string; link?: string; filename?: string; caption?: string };
    }
  | { type: 'template'; to: string; template: DeliveredTemplate }
  | { type: 'text'; to: string; text: { body: string } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`Param ${name} must be a string.`);
  return value;
}

function parseDocument(value: unknown): Extract<MessageInput, { type: 'document' }>['document'] {
  if (!isObject(value)) throw invalidParameter('Param document is required for a document message.');
  const id = optionalText(value.id, "document['id']");
  const link = optionalText(value.link, "document['link']");
  if ((id === undefined) === (link === undefined)) {
    throw invalidParameter("Param document must have exactly one of 'id' or 'link'.");
  }
  const caption = optionalText(value.caption, "document['caption']");
  if (caption !== undefined && caption.length > MAX_CAPTION_LENGTH) {
    throw invalidParameter(
      `Param document['caption'] must be at most ${MAX_CAPTION_LENGTH} characters long.`,
    );
  }
  return { id, link, filename: optionalText(value.filename, "document['filename']"), caption };
}

/** The body's text parameters, in order: what fills {{1}}, {{2}}, … */
function parseTemplate(value: unknown): DeliveredTemplate {
  if (!isObject(value) || typeof value.name !== 'string' || value.name === '') {
    throw invalidParameter("Param template['name'] is required.");
  }
  const language = value.language;
  if (!isObject(language) || typeof language.code !== 'string' || language.code === '') {
    throw invalidParameter("Param template['language']['code'] is required.");
  }
  const components = value.components ?? [];
  if (!Array.isArray(components)) throw invalidParameter("Param template['components'] must be an array.");
  const parameters: string[] = [];
  for (const component of components) {
    if (!isObject(component) || component.type !== 'body') continue;
    if (!Array.isArray(component.parameters)) {
      throw invalidParameter("Param template['components'][0]['parameters'] must be an array.");
    }
    for (const parameter of component.parameters) {
      if (!isObject(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string') {
        throw invalidParameter('Only text body parameters are supported by this emulator.');
      }
      parameters.push(parameter.text);
    }
  }
  return { name: value.name, languageCode: language.code, parameters };
}

/** POST /{phone-number-id}/messages, checked as the Cloud API checks the fields we send. */
export function parseMessageInput(body: Record<string, unknown>): MessageInput {
  if (body.messaging_product !== 'whatsapp') {
    throw invalidParameter('The parameter messaging_product is required and must be "whatsapp".');
  }
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    throw invalidParameter("Param recipient_type must be 'individual'.");
  }
  const to = body.to;
  if (typeof to !== 'string' || !/^\+?[\d\s-]{8,20}$/.test(to) || to.replace(/\D/g, '').length > 15) {
    throw invalidParameter("Param 'to' must be a phone number in international format.");
  }
  switch (body.type ?? 'text') {
    case 'document':
      return { type: 'document', to, document: parseDocument(body.document) };
    case 'template':
      return { type: 'template', to, template: parseTemplate(body.template) };
    case 'text': {
      const text = body.text;
      if (!isObject(text) || typeof text.body !== 'string' || text.body === '') {
        throw invalidParameter("Param text['body'] is required.");
      }
      if (text.body.length > MAX_TEXT_LENGTH) {
        throw invalidParameter(`Param text['body'] must be at most ${MAX_TEXT_LENGTH} characters long.`);
      }
      return { type: 'text', to, text: { body: text.body } };
    }
    default:
      throw invalidParameter(`Unsupported message type: ${String(body.type)}.`);
  }
}
