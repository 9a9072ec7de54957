// The seeds of the proof suites (input fuzzing, races) for one run of `npm test`.

/**
 * FUZZ_SEED and RACE_SEED as given, else the day's date (20261126): each day's run samples other cases, and the
 * printed seed replays a failure.
 */
export function proofSeeds(env, now = new Date()) {
  const today = now.toISOString().slice(0, 10).replaceAll('-', '');
  const pick = (value) => (value && value.trim() !== '' ? value.trim() : today);
  return { FUZZ_SEED: pick(env.FUZZ_SEED), RACE_SEED: pick(env.RACE_SEED) };
}
