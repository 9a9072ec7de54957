import { rupeesToPaise } from '@nukkad/pricing';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, rupeesSchema, text } from './common';

const converts = (rupees: number): boolean => {
  try {
    rupeesToPaise(rupees);
    return true;
  } catch {
    return false;
  }
};

/** Many numbers, in a fixed order: whole and two-decimal amounts, float sums, more decimals, extremes. */
function sampleNumbers(): number[] {
  const values = [
    0, -0, 0.01, 0.1, 0.29, 0.3, 0.30000000000000004, 1.005, 19.99, 19.999999999, 20, 299.99, 299.999, 1234.56,
    -0.01, -15.5, 1e-7, 5e-324, 1e14, 1e21, 90_071_992_547_409.9, 90_071_992_547_409.91, 90_071_992_547_410,
    Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.EPSILON, Number.NaN, Infinity, -Infinity,
  ];
  for (let paise = 0; paise <= 100_000; paise += 7) values.push(paise / 100);
  // Arithmetic a client might do in floating point before sending.
  for (let i = 0; i < 2_000; i++) values.push(i * 0.1, i * 0.01 + 0.02, i / 3, i * 1.1, 0.1 * i + 0.2);
  // A deterministic pseudo-random walk over magnitudes and decimals (linear congruential generator).
  let seed = 20_240_601;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 5_000; i++) {
    const magnitude = 10 ** Math.floor(next() * 16);
    const digits = Math.floor(next() * 5);
    values.push(Math.round(next() * magnitude * 10 ** digits) / 10 ** digits);
  }
  return values;
}

describe('rupeesSchema', () => {
  it('accepts a number exactly when pricing can convert it to paise (and it is not negative)', () => {
    const disagreements = sampleNumbers().filter(
      (v) => rupeesSchema.safeParse(v).success !== (converts(v) && v >= 0),
    );
    expect(disagreements).toEqual([]);
  });

  it.each([0.30000000000000004, 19.999999999, 1.005, 1e21, -15.5, Number.NaN, Infinity])('refuses %s', (v) => {
    expect(rupeesSchema.safeParse(v).success).toBe(false);
  });

  it.each([0, 0.3, 19.99, 299.99, 1234.56])('accepts %s', (v) => {
    expect(rupeesSchema.safeParse(v).success).toBe(true);
  });
});

describe('text', () => {
  const controls = [...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)), '\u007f'];

  it.each(controls.map((c) => [c.charCodeAt(0), c]))('refuses U+%s on one line', (_code, c) => {
    const result = text().safeParse(`a${c}b`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('keeps tab and line breaks in multi-line text, and refuses the other controls', () => {
    const multiline = text({ multiline: true });
    expect(multiline.safeParse('Line one\r\n\tLine two\n').success).toBe(true);
    const refused = controls.filter((c) => !multiline.safeParse(`a${c}b`).success).map((c) => c.charCodeAt(0));
    expect(refused).toEqual([...Array.from({ length: 32 }, (_, c) => c).filter((c) => c !== 9 && c !== 10 && c !== 13), 127]);
  });

  it('accepts printable text of any script', () => {
    expect(text().safeParse('Paneer Tikka — पनीर ₹ 🍕').success).toBe(true);
    expect(text().safeParse('').success).toBe(true);
  });

  it('keeps a custom message for a missing value', () => {
    expect(text({ message: 'Name is required' }).safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
  });
});
