import { randomBytes, randomInt } from 'node:crypto';
import { GRAPH_CODES, graphError } from './graph-error';

export type Account = {
  phoneNumberId: string;
  /** The access token (Bearer) that may send from this number. */
  token: string;
  /** Approved template names; omitted, any name is accepted (dev mode registers accounts so). */
  templates?: string[];
};

export type StoredMedia = {
  id: string;
  phoneNumberId: string;
  mimeType: string;
  fileName: string;
  bytes: Buffer;
};

export type DeliveredDocument = {
  mediaId?: string;
  link?: string;
  filename?: string;
  caption?: string;
  mimeType?: string;
  /** The uploaded file's bytes, when the document came by media id. */
  bytes?: Buffer;
};

export type DeliveredTemplate = { name: string; languageCode: string; parameters: string[] };

export type DeliveredMessage = {
  /** `wamid.…`, as answered. */
  id: string;
  phoneNumberId: string;
  /** `to` as the request gave it; `waId` is its digits, as WhatsApp answers in `contacts`. */
  to: string;
  waId: string;
  type: 'document' | 'template' | 'text';
  document?: DeliveredDocument;
  template?: DeliveredTemplate;
  text?: { body: string };
  idempotencyKey?: string;
  deliveredAt: string;
};

export type StoredAnswer = { status: number; body: unknown };

/** `wamid.` and base64, like the ids the Cloud API answers (`wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5…`). */
export function messageId(): string {
  return `wamid.${randomBytes(30).toString('base64')}`;
}

export const waIdOf = (number: string) => number.replace(/\D/g, '');

/** Everything the emulator knows, in memory. */
export class EmulatorStore {
  private readonly accounts = new Map<string, Account>();
  private readonly media = new Map<string, StoredMedia>();
  private readonly delivered: DeliveredMessage[] = [];
  private readonly answersByKey = new Map<string, StoredAnswer>();
  private readonly outsideWindow = new Set<string>();
  private readonly undeliverable = new Set<string>();
  private duplicates = 0;

  /** @param acceptAnyAccount dev mode: an unknown phone number id is registered with the first token used. */
  constructor(private readonly acceptAnyAccount: boolean) {}

  addAccount(account: Account): Account {
    const stored = { ...account, templates: account.templates ? [...account.templates] : undefined };
    this.accounts.set(account.phoneNumberId, stored);
    return stored;
  }

  /** Bearer auth as the Graph API checks it: a token it does not know is 190, another number's token 100/33. */
  authenticate(authorization: string | undefined, phoneNumberId: string): Account {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token)
      throw graphError(
        401,
        GRAPH_CODES.invalidToken,
        'Invalid OAuth access token - Cannot parse access token',
      );
    let account = this.accounts.get(phoneNumberId);
    const isKnownToken = [...this.accounts.values()].some((candidate) => candidate.token === token);
    if (!account && this.acceptAnyAccount) {
      account = this.addAccount({ phoneNumberId, token });
    }
    if (account?.token === token) return account;
    if (isKnownToken) {
      throw graphError(
        400,
        GRAPH_CODES.invalidParameter,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        { type: 'GraphMethodException', subcode: 33 },
      );
    }
    throw graphError(401, GRAPH_CODES.invalidToken, 'Invalid OAuth access token - Cannot parse access token');
  }

  saveMedia(input: Omit<StoredMedia, 'id'>): StoredMedia {
    // Media ids are long decimal numbers at Meta.
    const media = { ...input, id: `${randomInt(1, 10)}${String(randomInt(0, 2 ** 47)).padStart(15, '0')}` };
    this.media.set(media.id, media);
    return media;
  }

  /** Media belongs to the number that uploaded it. */
  findMedia(phoneNumberId: string, mediaId: string): StoredMedia | undefined {
    const media = this.media.get(mediaId);
    return media?.phoneNumberId === phoneNumberId ? media : undefined;
  }

  deliver(message: DeliveredMessage): void {
    this.delivered.push(message);
  }

  messages(): DeliveredMessage[] {
    // Copies, so a test cannot change what was delivered; structuredClone would turn Buffers into Uint8Arrays.
    return this.delivered.map(({ document, ...message }) => {
      const copy: DeliveredMessage = structuredClone(message);
      if (document) copy.document = { ...document, bytes: document.bytes && Buffer.from(document.bytes) };
      return copy;
    });
  }

  /** The answer given earlier to the same key (a duplicate, counted), or undefined the first time. */
  replay(scope: string, key: string | undefined): StoredAnswer | undefined {
    if (!key) return undefined;
    const answer = this.answersByKey.get(`${scope} ${key}`);
    if (answer) this.duplicates += 1;
    return answer;
  }

  remember(scope: string, key: string | undefined, answer: StoredAnswer): void {
    if (key) this.answersByKey.set(`${scope} ${key}`, answer);
  }

  duplicateRequests(): number {
    return this.duplicates;
  }

  /** More than 24 hours since this customer last wrote: only templates reach them. */
  setOutsideWindow(number: string, isOutside = true): void {
    if (isOutside) this.outsideWindow.add(waIdOf(number));
    else this.outsideWindow.delete(waIdOf(number));
  }

  isOutsideWindow(number: string): boolean {
    return this.outsideWindow.has(waIdOf(number));
  }

  /** Not a WhatsApp number (or one that cannot receive): every message to it is 131026. */
  setUndeliverable(number: string, isUndeliverable = true): void {
    if (isUndeliverable) this.undeliverable.add(waIdOf(number));
    else this.undeliverable.delete(waIdOf(number));
  }

  isUndeliverable(number: string): boolean {
    return this.undeliverable.has(waIdOf(number));
  }
}
