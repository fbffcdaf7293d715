import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts stored credentials (Razorpay secrets, the WhatsApp token) with AES-256-GCM under a key
 * derived from APP_SECRET. Stored form: "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

function keyFor(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'bahi', 'stored-secrets-v1', 32));
}

export function encryptSecret(appSecret: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** @throws {Error} when the value was not made by `encryptSecret` under the same APP_SECRET. */
export function decryptSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
