import type { DietType } from '@nukkad/contracts';

const LABELS: Record<DietType, string> = { Veg: 'Veg', Egg: 'Egg', 'Non-Vegetarian': 'Non-veg' };
const TONES: Record<DietType, string> = { Veg: 'veg', Egg: 'egg', 'Non-Vegetarian': 'non-veg' };

/** The Indian food mark: a dot in a square (green veg, brown egg, red non-veg), with its name. */
export function DietMarker({ dietType }: { dietType: DietType }) {
  return (
    <span className={`diet-marker diet-marker--${TONES[dietType] ?? 'veg'}`}>
      <span className="diet-marker__symbol" aria-hidden="true" />
      {LABELS[dietType] ?? dietType}
    </span>
  );
}
