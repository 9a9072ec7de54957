import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What `optimisticUpdate` keeps from before the change: the cached reply as it was. */
export type OptimisticSnapshot<TData> = { snapshot: TData | undefined };

export interface OptimisticUpdateOptions<TData, TVariables> {
  /** The cached reply the change shows at once. */
  queryKey: QueryKey;
  /** The cached reply as it will be once the server has made the change. */
  update: (current: TData | undefined, variables: TVariables) => TData | undefined;
  /**
   * The cached reply after a failure; by default the snapshot. A cache that several changes edit at once puts back
   * only the failed change's part, so the others stay on screen.
   */
  rollback?: (current: TData | undefined, snapshot: TData | undefined, variables: TVariables) => TData | undefined;
  /** Other replies the change alters, read again with `queryKey` once it has settled. */
  invalidates?: readonly QueryKey[];
  /**
   * The mutation's key: while another change of this key runs, nothing is read again yet, so an earlier answer
   * cannot undo a later change still on screen.
   */
  mutationKey?: QueryKey;
}

/**
 * The one way a mutation shows its change before the server answers (STYLE rule 8): spread the result into
 * `useMutation`. It cancels reads of `queryKey` in flight, snapshots and updates the cached reply, rolls back on
 * failure and reads the replies again when the change settles, whether it failed or not.
 */
export function optimisticUpdate<TData, TVariables>(
  queryClient: QueryClient,
  { queryKey, update, rollback = (_current, snapshot) => snapshot, invalidates = [], mutationKey }: OptimisticUpdateOptions<TData, TVariables>,
) {
  return {
    ...(mutationKey ? { mutationKey } : {}),
    onMutate: async (variables: TVariables): Promise<OptimisticSnapshot<TData>> => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<TData>(queryKey);
      queryClient.setQueryData<TData>(queryKey, (current) => update(current, variables));
      return { snapshot };
    },
    onError: (_error: unknown, variables: TVariables, context: OptimisticSnapshot<TData> | undefined): void => {
      if (!context) return;
      queryClient.setQueryData<TData>(queryKey, (current) => rollback(current, context.snapshot, variables));
    },
    onSettled: async (): Promise<void> => {
      if (mutationKey && queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([queryKey, ...invalidates].map((key) => queryClient.invalidateQueries({ queryKey: key })));
    },
  };
}
