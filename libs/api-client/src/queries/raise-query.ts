import type { QueryPhotoReply, queryReplySchema, RaiseQueryBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';
import { postPhotos } from '../shop-management/upload-images';

/** POST /queries/photos (multipart, the photo under `photos`): the photo is kept privately and named by its id. */
export const uploadQueryPhoto = async (file: File) => (await postPhotos<QueryPhotoReply>('/api/queries/photos', [file])).photo;

/** POST /queries */
export const raiseQuery = (body: RaiseQueryBody) => request<typeof queryReplySchema>('/queries', { method: 'POST', body });

export type RaiseQueryInput = Omit<RaiseQueryBody, 'photoId'> & { photo?: File | null };

/** Sends the photo first (when there is one), then the query naming it; the order's threads are read again. */
export function useRaiseQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, ...body }: RaiseQueryInput) => {
      const photoId = photo ? (await uploadQueryPhoto(photo))._id : undefined;
      return raiseQuery({ ...body, ...(photoId ? { photoId } : {}) });
    },
    onSuccess: (_reply, { orderId }) => queryClient.invalidateQueries({ queryKey: customerQueryKeys.order(orderId) }),
  });
}
