import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 20–30 ms a hash on
 * this class of machine, slow enough to make guessing expensive and fast enough that sign-in
 * stays snappy. The parameters live in each hash, so raising them later keeps old hashes valid.
 */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps an unknown e-mail as slow as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
}
