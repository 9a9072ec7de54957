import { describe, expect, it } from 'vitest';
import { installAttempts, isCi } from './ensure-deps.mjs';

describe('installAttempts', () => {
  it('in CI runs npm ci alone: a lockfile it refuses is an error, never an npm install', () => {
    expect(installAttempts({ hasLock: true, ci: true })).toEqual([['ci', '--no-audit', '--no-fund']]);
  });

  it('in CI refuses to install without a lockfile', () => {
    expect(() => installAttempts({ hasLock: false, ci: true })).toThrow(/package-lock\.json is missing/);
  });

  it('elsewhere falls back from npm ci to npm install', () => {
    expect(installAttempts({ hasLock: true, ci: false })).toEqual([
      ['ci', '--no-audit', '--no-fund'],
      ['install', '--no-audit', '--no-fund'],
    ]);
    expect(installAttempts({ hasLock: false, ci: false })).toEqual([['install', '--no-audit', '--no-fund']]);
  });
});

describe('isCi', () => {
  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'false' }, false],
    [{ CI: '0' }, false],
    [{ CI: '' }, false],
    [{}, false],
  ])('%j → %s', (env, expected) => {
    expect(isCi(env)).toBe(expected);
  });
});
