import { cardImageUrl, type FieldError, NOT_YOUR_IMAGE_MESSAGE, imageListedTwiceMessage } from '@nukkad/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';


/**
 * A shop's or product's images may only be the seller's own uploads, or images the record already has
 * (the demo's pictures). Anything else, another seller's upload included, is refused naming the image.
 * Call it in the transaction that writes the images.
 */
export async function checkSellerImages(db: Db, actor: Actor, images: readonly string[], current: readonly string[]): Promise<void> {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  images.forEach((image, i) => {
    if (seen.has(image)) errors.push({ path: `images.${i}`, message: imageListedTwiceMessage(image) });
    seen.add(image);
  });
  const kept = new Set(current);
  const added = [...seen].filter((image) => !kept.has(image));
  const own = added.length
    ? await db
        .select({ path: uploads.path })
        .from(uploads)
        // With their card-size copies, held to the end of the caller's transaction: the cleanup of unused uploads skips them.
        .where(and(inArray(uploads.path, [...added, ...added.map(cardImageUrl)]), eq(uploads.uploadedByRole, 'seller'), eq(uploads.uploadedById, actor.id)))
        .for('share')
    : [];
  const ownPaths = new Set(own.map((row) => row.path));
  images.forEach((image, i) => {
    if (!kept.has(image) && !ownPaths.has(image)) errors.push({ path: `images.${i}`, message: `${NOT_YOUR_IMAGE_MESSAGE} ${image} is not one of your uploads.` });
  });
  if (errors.length) throw new DomainError('INVALID_DATA', 'IMAGE_NOT_YOURS', errors[0]!.message, errors);
}
