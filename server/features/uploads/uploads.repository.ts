import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema';

export type StoredImage = { contentType: string; bytes: Buffer };

export async function insertUpload(
  db: Executor,
  businessId: string,
  image: StoredImage,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('uploads')
    .values({
      id,
      business_id: businessId,
      content_type: image.contentType,
      bytes: image.bytes,
      byte_size: image.bytes.byteLength,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id };
}

/** Logos are public (they print on public invoices), so serving one needs only its id. */
export async function findUpload(db: Executor, id: string): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

/** One of a business's own uploads. */
export async function findUploadOf(
  db: Executor,
  businessId: string,
  id: string,
): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

/** Puts a re-encoded image in place of an upload's bytes, under the same id. */
export async function replaceUpload(
  db: Executor,
  businessId: string,
  id: string,
  image: StoredImage,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ content_type: image.contentType, bytes: image.bytes, byte_size: image.bytes.byteLength })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function isUploadOf(db: Executor, businessId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The logo its profile shows (an upload's path), or null when it shows none. */
export async function findLogoPath(db: Executor, businessId: string): Promise<string | null> {
  const row = await db
    .selectFrom('businesses')
    .select('logo_url')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.logo_url ?? null;
}

/**
 * Deletes a business's uploads beyond its newest `keep`, sparing the one its profile shows, so trying
 * out logos never grows the database without bound.
 */
export async function pruneUploads(
  db: Executor,
  businessId: string,
  { keep, spare }: { keep: number; spare: string | null },
): Promise<void> {
  const newest = db
    .selectFrom('uploads')
    .select('id')
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  let query = db.deleteFrom('uploads').where('business_id', '=', businessId).where('id', 'not in', newest);
  if (spare) query = query.where('id', '!=', spare);
  await query.execute();
}
