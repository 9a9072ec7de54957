/**
 * A read-through cache for public catalogue reads: identical requests that arrive while one is being
 * answered share its database query, and an answer is reused for `ttlMs` (0 keeps only the sharing).
 * Per process by design: orders re-check stock and prices themselves, and `clear` (run on every process
 * after a catalogue write) forgets every answer, including loads still in flight.
 */
export function createReadCache(opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const maxEntries = opts.maxEntries ?? 1_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;

    const value = load();
    // In flight: shared until it settles.
    const entry = { value: value as Promise<unknown>, expiresAt: Number.POSITIVE_INFINITY };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.then(
      () => {
        entry.expiresAt = now() + opts.ttlMs;
        if (opts.ttlMs <= 0 && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        // Failures are never reused.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  // A load in flight is dropped too: it may have read the rows before the change.
  return Object.assign(read, { clear: () => entries.clear() });
}

export type ReadCache = ReturnType<typeof createReadCache>;
