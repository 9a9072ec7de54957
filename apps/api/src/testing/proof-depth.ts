import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'deep' under `npm run test:deep`: the proof suites run every round; otherwise a seeded sample (vitest.config.ts). */
    proofDepth: 'deep' | 'sample';
  }
}

export const DEEP_PROOFS = inject('proofDepth') === 'deep';

/** The rounds (or fuzz cases) a proof suite runs: all of them under `npm run test:deep`, a sample in `npm test`. */
export const proofRounds = (rounds: { deep: number; sample: number }): number => (DEEP_PROOFS ? rounds.deep : rounds.sample);
