/** A task runner that lets at most `slots` tasks run at once in this process; the others wait their turn, first come first served. */
export type ConcurrencyLimit = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

export function concurrencyLimit(slots: number): ConcurrencyLimit {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active < slots) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so nobody arriving meanwhile can jump the queue.
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
