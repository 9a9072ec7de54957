/** A job run every so often; `stop` ends the repeats and resolves once a run still going has finished. */
export type Repeating = { stop: () => Promise<void> };

/**
 * Runs `run` every `everyMs`, never two at once: a run still going (a slow provider, a busy database) is not
 * overlapped by the next, which is skipped. The timer does not keep the process alive.
 */
export function repeat(everyMs: number, run: () => Promise<void>): Repeating {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= run().finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
