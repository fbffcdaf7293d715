import { createHash } from 'node:crypto';

/*
 * The audit trail's chain. Each entry's hash covers everything it says and the hash of its business's
 * previous entry, so altering an entry changes its hash, and removing one leaves a gap in the numbers
 * and a link to nothing: either is found by walking the entries in order.
 */

/** The link of a business's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every column but its id and its own hash. */
export type ChainedEntry = {
  businessId: string;
  seq: number;
  at: string;
  actorUserId: string | null;
  actorAddress: string;
  entity: string;
  entityId: string;
  action: string;
  /** The changes as stored: JSON text, hashed exactly as kept. */
  changes: string;
  previousHash: string;
};

/** SHA-256 (hex) of the entry's fields in a fixed order, as one JSON array. */
export function entryHash(entry: ChainedEntry): string {
  const fields = [
    entry.businessId,
    entry.seq,
    entry.at,
    entry.actorUserId,
    entry.actorAddress,
    entry.entity,
    entry.entityId,
    entry.action,
    entry.changes,
    entry.previousHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Where a trail stops holding: the first entry that does not follow, and why. */
export type TrailBreak = {
  seq: number;
  /** 'altered': its hash is not its content's; 'missing': entries before it are gone; 'relinked': it does not link to the entry before it. */
  reason: 'altered' | 'missing' | 'relinked';
};

/**
 * Walks a business's entries in number order, one page at a time, and answers the first break, or
 * null when every entry follows the one before. `last` carries the walk from one page to the next.
 */
export function chainWalker() {
  let last = { seq: 0, hash: GENESIS_HASH };
  return (entry: ChainedEntry & { hash: string }): TrailBreak | null => {
    if (entry.seq !== last.seq + 1) return { seq: entry.seq, reason: 'missing' };
    if (entry.previousHash !== last.hash) return { seq: entry.seq, reason: 'relinked' };
    if (entryHash(entry) !== entry.hash) return { seq: entry.seq, reason: 'altered' };
    last = { seq: entry.seq, hash: entry.hash };
    return null;
  };
}
