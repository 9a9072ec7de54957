import type { ZodType, output } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormValidation<S extends ZodType, K extends string> =
  | { ok: true; data: output<S> }
  | { ok: false; errors: FieldErrors<K> };

/**
 * Checks a form against its contracts schema: an empty required field reads "<Label> is required",
 * anything else gets the schema's own message. The first message of each field wins.
 */
export function validateForm<S extends ZodType, K extends string>(
  schema: S,
  values: Record<K, string>,
  requiredLabels: Partial<Record<K, string>>,
): FormValidation<S, K> {
  const errors: FieldErrors<K> = {};
  for (const [key, label] of Object.entries(requiredLabels) as [K, string][]) {
    if (values[key].trim() === '') errors[key] = `${label} is required`;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '') as K;
      if (key in values && !errors[key]) errors[key] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** The first field (in form order) that has an error. */
export function firstInvalidField<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((key) => errors[key]);
}
