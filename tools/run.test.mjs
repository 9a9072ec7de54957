import { describe, expect, it } from 'vitest';
import { playwrightCounts } from './run.mjs';

describe('playwrightCounts', () => {
  const stats = { expected: 20, unexpected: 1, flaky: 2, skipped: 0 };

  it('in CI counts a test that passed only on retry as failed', () => {
    expect(playwrightCounts(stats, { ci: true })).toEqual({ passed: 20, failed: 3, flaky: 2 });
  });

  it('elsewhere counts it as passed, and still reports it', () => {
    expect(playwrightCounts(stats, { ci: false })).toEqual({ passed: 22, failed: 1, flaky: 2 });
  });

  it('reads a report without stats as nothing run', () => {
    expect(playwrightCounts(undefined, { ci: true })).toEqual({ passed: 0, failed: 0, flaky: 0 });
  });
});
