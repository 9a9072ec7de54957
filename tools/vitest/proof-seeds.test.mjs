import { describe, expect, it } from 'vitest';
import { proofSeeds } from './proof-seeds.mjs';

describe('proofSeeds', () => {
  const day = new Date('2026-11-26T23:59:00Z');

  it('takes the day (UTC) as both seeds when none is set', () => {
    expect(proofSeeds({}, day)).toEqual({ FUZZ_SEED: '20261126', RACE_SEED: '20261126' });
  });

  it('keeps a seed that is set, so a printed failure replays', () => {
    expect(proofSeeds({ FUZZ_SEED: ' 42 ', RACE_SEED: '' }, day)).toEqual({ FUZZ_SEED: '42', RACE_SEED: '20261126' });
  });

  it('changes with the day', () => {
    expect(proofSeeds({}, new Date('2026-11-27T00:00:00Z')).RACE_SEED).toBe('20261127');
  });
});
