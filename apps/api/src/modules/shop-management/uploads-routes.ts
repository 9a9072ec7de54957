import multipart from '@fastify/multipart';
import { errorReplySchema, MAX_UPLOAD_IMAGE_BYTES, MAX_UPLOAD_IMAGES, UPLOAD_FIELD, uploadReplySchema, IMAGE_TOO_LARGE_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from '@nukkad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, invalid } from '../../lib/domain-error';
import { uploadImages } from './image-uploads';
import { errorReplies } from '../../lib/error-replies';

const unexpectedPart = () => invalid('UNEXPECTED_FIELD', `Send only image files, under ${UPLOAD_FIELD}.`, UPLOAD_FIELD);

/** The parser's errors, in the words of the upload form: its limits, and a form it cannot read (no boundary, cut short). */
function formError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('TOO_LARGE', 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new DomainError('TOO_LARGE', 'TOO_MANY_IMAGES', TOO_MANY_IMAGES_MESSAGE);
  if (code === 'FST_FIELDS_LIMIT') return unexpectedPart();
  // Only the form is read here (nothing is stored yet), so anything else is a malformed body, not a fault of ours.
  return invalid('MALFORMED_FORM', `The form could not be read. Send the images as multipart/form-data under ${UPLOAD_FIELD}.`, UPLOAD_FIELD);
}

/** Every file of the form, read whole (each at most the size limit): nothing is decoded until the form has been read. */
export async function readPhotos(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw invalid('NOT_MULTIPART', `Send the images as multipart/form-data under ${UPLOAD_FIELD}.`, UPLOAD_FIELD);
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw unexpectedPart();
      const bytes = await part.toBuffer();
      if (part.fieldname !== UPLOAD_FIELD) throw unexpectedPart();
      photos.push(bytes);
    }
  } catch (err) {
    throw formError(err);
  }
  return photos;
}

/** Image uploads of sellers and admins (spec: POST /upload, files under photos), served back under /uploads/. */
export default async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    // One text field is let through only to be refused by name (400); the parts limit bounds what is read past the files limit.
    limits: { files: MAX_UPLOAD_IMAGES, fileSize: MAX_UPLOAD_IMAGE_BYTES, fields: 1, fieldSize: 1024, parts: MAX_UPLOAD_IMAGES + 2 },
  });

  app.post(
    '/upload',
    {
      config: { access: { roles: ['seller', 'admin'] } },
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 200: uploadReplySchema, ...errorReplies, 413: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      files: await uploadImages(app.database.db, request.actor, { images: await readPhotos(request) }, { fileStore: app.fileStore, budget: app.config.uploadBudget }),
    }),
  );
}
