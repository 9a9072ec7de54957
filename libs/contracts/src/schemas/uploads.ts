import { z } from 'zod';
import { text } from './common';

/** One stored image: the full size and the card size, both WebP paths under /uploads/. */
export const uploadedImageSchema = z.object({ url: text(), thumbUrl: text() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadReplySchema = z.object({
  success: z.literal(true),
  files: z.array(uploadedImageSchema),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;
