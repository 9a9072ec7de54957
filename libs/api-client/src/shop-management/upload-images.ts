import { UPLOAD_FIELD } from '@nukkad/contracts/light';
import type { FieldError, UploadReply } from '@nukkad/contracts';
import { ApiError } from '../http';

/** `POST /upload` (multipart, files under `photos`): each image comes back as its full-size and card-size paths. */
export async function uploadImages(files: readonly File[]) {
  return (await postPhotos<UploadReply>('/upload', files)).files;
}

/** Posts image files under `photos` as multipart/form-data (with the session cookie); throws ApiError on any failure. */
export async function postPhotos<Reply>(url: string, files: readonly File[]): Promise<Reply> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data: unknown = await res.json().catch(() => null);
  const body = (data ?? {}) as { success?: boolean; message?: string; errors?: FieldError[] };
  if (!res.ok || body.success === false) {
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
    throw new ApiError(res.status, serverMessage ?? `Upload failed (${res.status})`, body.errors ?? [], serverMessage);
  }
  // Typed, not checked again: the reply is written from its schema, as `request` explains.
  if (data === null || typeof data !== 'object') throw new ApiError(res.status, 'The server sent an unexpected reply.');
  return data as Reply;
}
