import type { queryReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';

/** POST /queries/{queryId}/messages */
export const addQueryMessage = (queryId: string, message: string) =>
  request<typeof queryReplySchema>(`/queries/${encodeURIComponent(queryId)}/messages`, { method: 'POST', body: { message } });

/** The customer adds to their open query, or an admin replies; every copy of the thread is read again. */
export function useAddQueryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queryId, message }: { queryId: string; message: string }) => addQueryMessage(queryId, message),
    onSuccess: (reply) => {
      queryClient.setQueryData(customerQueryKeys.one(reply.query._id), reply);
      return queryClient.invalidateQueries({ queryKey: customerQueryKeys.all });
    },
  });
}
