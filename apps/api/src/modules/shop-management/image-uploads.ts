import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_IMAGE_BYTES, MAX_UPLOAD_IMAGES, UPLOAD_FIELD, type UploadedImage, IMAGE_TYPE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, TOO_MANY_IMAGES_MESSAGE, NO_IMAGES_MESSAGE, imageTooManyPixelsMessage } from '@nukkad/contracts';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { DomainError, invalid } from '../../lib/domain-error';
import { countHit, type CounterWindow, fixedWindow, minutesLeft, sweepExpiredCounters } from '../../lib/rate-limit-counters';
import { businessDate } from '../../lib/time';
import type { FileStore } from '../../ports/file-store';
import { onFirstUse } from '../../lib/on-first-use';

export const NOT_AN_IMAGE_MESSAGE = IMAGE_TYPE_MESSAGE;

/** Shop cards show the small one; product and shop pages the large one. Neither is ever enlarged. */
export const CARD_SIZE = 480;
export const FULL_SIZE = 1600;
// Refuses decompression bombs before decoding: a 25-megapixel image takes about 100 MB of memory to decode.
const MAX_PIXELS = 25_000_000;
/** Images decoded at once in this process, whatever the number of uploads: the rest wait (memory, not cores, is the bound). */
export const DECODES_AT_ONCE = 2;
export const imageDecodes = concurrencyLimit(DECODES_AT_ONCE);
const WEBP_QUALITY = 82;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format told by the file's first bytes, whatever its name or declared type says. */
export function imageFormatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** What one account may upload per hour: images, and their bytes as sent. */
export type UploadBudget = { imagesPerHour: number; bytesPerHour: number };
export type UploadDeps = { fileStore: FileStore; budget: UploadBudget; now?: () => Date };
const BUDGET_WINDOW_MS = 60 * 60_000;

function overBudget(what: string, window: CounterWindow, now: Date) {
  const minutes = minutesLeft(window, now);
  return new DomainError(
    'RATE_LIMITED',
    'UPLOAD_BUDGET_SPENT',
    `You can upload at most ${what} an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Spends part of the account's hourly budget on these images, in shared rows so parallel uploads and replicas see
 * one total. Spent before decoding, which is the cost the budget bounds: an image refused later still counts.
 */
async function spendBudget(db: Db, actor: Actor, images: Buffer[], budget: UploadBudget, now: Date): Promise<void> {
  await sweepExpiredCounters(db, now);
  const window = fixedWindow(now, BUDGET_WINDOW_MS);
  const bytes = images.reduce((sum, image) => sum + image.length, 0);
  await db.transaction(async (tx) => {
    const account = `${actor.role}:${actor.id}`;
    if (!(await countHit(tx, `upload-images:${account}`, window, budget.imagesPerHour, images.length))) {
      throw overBudget(`${budget.imagesPerHour} images`, window, now);
    }
    // Thrown inside the transaction, so the images just counted are given back.
    if (!(await countHit(tx, `upload-bytes:${account}`, window, budget.bytesPerHour, bytes))) {
      // Whole megabytes (at least 1): the message names the hourly allowance, not a byte count.
      throw overBudget(`${Math.max(1, Math.round(budget.bytesPerHour / (1024 * 1024)))} MB of images`, window, now);
    }
  });
}

// libvips is loaded with the first upload, not at start: an idle replica keeps its ~30 MB.
const loadSharp = onFirstUse(async () => (await import('sharp')).default);

const notAnImage = () => invalid('NOT_AN_IMAGE', NOT_AN_IMAGE_MESSAGE, UPLOAD_FIELD);

/** Decodes one image (refusing anything else or anything corrupt) into its two WebP sizes, upright and without metadata. */
async function toWebp(bytes: Buffer): Promise<{ full: Buffer; card: Buffer }> {
  const sharp = await loadSharp();
  const format = imageFormatOf(bytes);
  if (!format) throw notAnImage();
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata || metadata.format !== format) throw notAnImage();
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw invalid('IMAGE_TOO_MANY_PIXELS', imageTooManyPixelsMessage(MAX_PIXELS / 1_000_000), UPLOAD_FIELD);
  }
  // Without withMetadata sharp writes no EXIF (camera, GPS), so only the orientation is kept, by applying it.
  const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  const fit = (size: number) =>
    upright.clone().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  try {
    const full = await fit(FULL_SIZE);
    const card = await fit(CARD_SIZE);
    return { full, card };
  } catch {
    throw notAnImage();
  }
}

/**
 * Checks a batch of images (count, size, kind by content), spends the account's hourly upload budget on it and converts
 * each to its two WebP sizes: every upload of any kind of account goes through here, so each counts in one budget.
 */
export async function convertImages(
  db: Db,
  actor: Actor,
  images: Buffer[],
  deps: Pick<UploadDeps, 'budget' | 'now'>,
): Promise<{ full: Buffer; card: Buffer }[]> {
  if (images.length === 0) throw invalid('NO_IMAGES', NO_IMAGES_MESSAGE, UPLOAD_FIELD);
  if (images.length > MAX_UPLOAD_IMAGES) throw new DomainError('TOO_LARGE', 'TOO_MANY_IMAGES', TOO_MANY_IMAGES_MESSAGE);
  if (images.some((bytes) => bytes.length > MAX_UPLOAD_IMAGE_BYTES)) {
    throw new DomainError('TOO_LARGE', 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  }
  if (images.some((bytes) => !imageFormatOf(bytes))) throw notAnImage();
  await spendBudget(db, actor, images, deps.budget, deps.now?.() ?? new Date());
  const converted: { full: Buffer; card: Buffer }[] = [];
  // One at a time per upload, and at most DECODES_AT_ONCE across every upload of the process.
  for (const bytes of images) converted.push(await imageDecodes.run(() => toWebp(bytes)));
  return converted;
}

/**
 * Stores a seller's or admin's images as WebP in two sizes and records every file written with who uploaded it,
 * within the account's hourly budget. Every image is checked and converted before the first is stored, so a
 * refused batch leaves nothing behind.
 */
export async function uploadImages(db: Db, actor: Actor, input: { images: Buffer[] }, deps: UploadDeps): Promise<UploadedImage[]> {
  const converted = await convertImages(db, actor, input.images, deps);
  const folder = businessDate().slice(0, 7).replace('-', '/');
  const files: UploadedImage[] = [];
  const rows: (typeof uploads.$inferInsert)[] = [];
  for (const { full, card } of converted) {
    const name = `${folder}/${randomBytes(16).toString('hex')}`;
    const url = await deps.fileStore.put(`${name}.webp`, full, 'image/webp');
    const thumbUrl = await deps.fileStore.put(`${name}-card.webp`, card, 'image/webp');
    files.push({ url, thumbUrl });
    for (const [path, written] of [[url, full], [thumbUrl, card]] as const) {
      rows.push({ path, mimeType: 'image/webp', sizeBytes: written.length, uploadedByRole: actor.role, uploadedById: actor.id });
    }
  }
  await db.insert(uploads).values(rows);
  return files;
}
