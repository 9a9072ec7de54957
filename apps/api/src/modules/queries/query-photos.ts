import { QUERY_PHOTO_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerQueryMessages, customerQueryPhotos } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/domain-error';
import { convertImages, type UploadDeps } from '../shop-management/image-uploads';

/** The photos an actor may read: a customer their own, an admin any; nobody else any. */
function visiblePhotos(actor: Actor): SQL {
  if (actor.role === 'customer') return eq(customerQueryPhotos.customerId, actor.id);
  return actor.role === 'admin' ? sql`true` : sql`false`;
}

export const photoNotFound = () => notFound('QUERY_PHOTO_NOT_FOUND', QUERY_PHOTO_NOT_FOUND_MESSAGE);

/**
 * Keeps a customer's photo for a query, checked and converted as every upload is and counted in the same hourly
 * budget; it is attached to a message when the query (or a message) is sent.
 */
export async function uploadQueryPhoto(
  db: Db,
  actor: Actor,
  input: { images: Buffer[] },
  deps: Pick<UploadDeps, 'budget' | 'now'>,
): Promise<{ _id: string }> {
  const [converted] = await convertImages(db, actor, input.images, deps);
  const { full } = converted!;
  const [row] = await db
    .insert(customerQueryPhotos)
    .values({ customerId: actor.id, bytes: full, mimeType: 'image/webp', sizeBytes: full.length })
    .returning({ id: customerQueryPhotos.id });
  return { _id: row!.id };
}

/** A query photo's bytes, for its customer or an admin; anyone else's photo is simply not there (404). */
export async function getQueryPhoto(db: Db, actor: Actor, input: { photoId: string }): Promise<{ bytes: Buffer; mimeType: string }> {
  const [photo] = await db
    .select({ bytes: customerQueryPhotos.bytes, mimeType: customerQueryPhotos.mimeType })
    .from(customerQueryPhotos)
    .where(and(eq(customerQueryPhotos.id, input.photoId), visiblePhotos(actor)));
  if (!photo) throw photoNotFound();
  return { bytes: Buffer.from(photo.bytes), mimeType: photo.mimeType };
}

/** Erases every photo of a customer (their account is being deleted), in the caller's transaction: the messages keep their words, not the photo. */
export async function eraseCustomerPhotos(tx: Db, customerId: string): Promise<void> {
  const theirs = tx.select({ id: customerQueryPhotos.id }).from(customerQueryPhotos).where(eq(customerQueryPhotos.customerId, customerId));
  await tx.update(customerQueryMessages).set({ photoId: null }).where(inArray(customerQueryMessages.photoId, theirs));
  await tx.delete(customerQueryPhotos).where(eq(customerQueryPhotos.customerId, customerId));
}
