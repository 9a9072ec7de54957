import type { FieldError } from '@nukkad/contracts';
import type { z } from 'zod';

/** A form's message per field; a field without one is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormValidation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/**
 * The first message for each field of a failed parse or of a 400 reply's `errors[]`, keyed by the field's
 * own name (the last segment of the path, so `formData.phone` is `phone`); fields not listed are ignored.
 */
export function toFieldErrors<F extends string>(
  issues: ReadonlyArray<z.core.$ZodIssue | FieldError>,
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const segments = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = segments[segments.length - 1] as F | undefined;
    if (field && fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "<Label> is required" for each empty (or blank) field that has a label, in form order. */
export function requiredErrors<F extends string>(values: Record<F, string>, labels: Partial<Record<F, string>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, label] of Object.entries(labels) as [F, string][]) {
    if (!values[field].trim()) errors[field] = `${label} is required`;
  }
  return errors;
}

/**
 * Checks a form against its contracts schema: an empty required field reads "<Label> is required",
 * any other field gets the schema's own first message. `input` is what the schema parses, when the
 * request wraps the fields (e.g. `{ formData: values }`).
 */
export function validateForm<S extends z.ZodType, F extends string>(
  schema: S,
  values: Record<F, string>,
  requiredLabels: Partial<Record<F, string>>,
  input: unknown = values,
): FormValidation<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  const required = requiredErrors(values, requiredLabels);
  if (parsed.success && Object.keys(required).length === 0) return { ok: true, data: parsed.data };
  const fromSchema = parsed.success ? {} : toFieldErrors(parsed.error.issues, Object.keys(values) as F[]);
  return { ok: false, errors: { ...fromSchema, ...required } };
}

/** Moves focus to the first field (in the form's own order) with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Readonly<Record<string, string | undefined>>): void {
  for (const element of Array.from(form?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
