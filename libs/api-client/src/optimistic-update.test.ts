import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { optimisticUpdate } from './optimistic-update';

type Counts = Record<string, number>;
const KEY = ['counts'] as const;
const OTHER = ['other'] as const;

/** A mutation that adds one to a count, answered when the test says so. */
function setup(options: Partial<Parameters<typeof optimisticUpdate<Counts, string>>[1]> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData<Counts>(KEY, { a: 1, b: 1 });
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const mutation = () =>
    new MutationObserver<unknown, Error, string, { snapshot: Counts | undefined }>(queryClient, {
      mutationFn: () => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })),
      ...optimisticUpdate<Counts, string>(queryClient, {
        queryKey: KEY,
        update: (current, name) => current && { ...current, [name]: (current[name] ?? 0) + 1 },
        ...options,
      }),
    });
  return { queryClient, answers, mutation };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('optimisticUpdate', () => {
  it('shows the change at once and marks the reply stale once the server accepts it', async () => {
    const { queryClient, answers, mutation } = setup();
    const done = mutation().mutate('a');
    await flush();
    expect(queryClient.getQueryData(KEY)).toEqual({ a: 2, b: 1 });
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
    answers[0]!.resolve();
    await done;
    expect(queryClient.getQueryData(KEY)).toEqual({ a: 2, b: 1 });
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('cancels a read of the key in flight so its answer cannot overwrite the change', async () => {
    const { queryClient, mutation } = setup();
    const cancel = vi.spyOn(queryClient, 'cancelQueries');
    void mutation().mutate('a').catch(() => undefined);
    await flush();
    expect(cancel).toHaveBeenCalledWith({ queryKey: KEY });
  });

  it('puts the snapshot back when the server refuses, and marks the reply stale', async () => {
    const { queryClient, answers, mutation } = setup();
    const done = mutation().mutate('a');
    await flush();
    answers[0]!.reject(new Error('refused'));
    await expect(done).rejects.toThrow('refused');
    expect(queryClient.getQueryData(KEY)).toEqual({ a: 1, b: 1 });
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('rolls back only the failed change\'s part when given a rollback', async () => {
    const { queryClient, answers, mutation } = setup({
      rollback: (current, snapshot, name) => current && { ...current, [name]: snapshot?.[name] ?? 0 },
    });
    const first = mutation().mutate('a');
    const second = mutation().mutate('b');
    await flush();
    expect(queryClient.getQueryData(KEY)).toEqual({ a: 2, b: 2 });
    answers[0]!.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    expect(queryClient.getQueryData<Counts>(KEY)).toEqual({ a: 1, b: 2 });
    answers[1]!.resolve();
    await second;
  });

  it('marks the other keys stale too, and waits for the last change of its mutation key', async () => {
    const { queryClient, answers, mutation } = setup({ invalidates: [OTHER], mutationKey: ['change'] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const first = mutation().mutate('a');
    const second = mutation().mutate('b');
    await flush();
    answers[0]!.resolve();
    await first;
    expect(invalidate).not.toHaveBeenCalled();
    answers[1]!.resolve();
    await second;
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([KEY, OTHER]);
  });
});
