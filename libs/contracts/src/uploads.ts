// Image uploads: the multipart field and the limits. Plain values, apart from the schemas (schemas/uploads.ts), so a
// page can use them without loading zod.

/** The multipart field the images are sent under. */
export const UPLOAD_FIELD = 'photos';
export const MAX_UPLOAD_IMAGES = 6;
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
