import type { queryReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';

/** POST /queries/{queryId}/resolve (admins) */
export const resolveQuery = (queryId: string) =>
  request<typeof queryReplySchema>(`/queries/${encodeURIComponent(queryId)}/resolve`, { method: 'POST' });

/** An admin resolves a query; the query and both inbox lists are read again. */
export function useResolveQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryId: string) => resolveQuery(queryId),
    onSuccess: (reply) => {
      queryClient.setQueryData(customerQueryKeys.one(reply.query._id), reply);
      return queryClient.invalidateQueries({ queryKey: customerQueryKeys.all });
    },
  });
}
