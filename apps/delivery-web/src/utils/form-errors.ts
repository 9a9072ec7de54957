import type { FieldError } from '@nukkad/contracts';
import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message for each field of a failed parse or a 400 reply, keyed by the field's own name. */
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

/** "X is required" for each empty field, in form order. */
export function requiredErrors<F extends string>(values: Record<F, string>, labels: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(labels) as F[]) {
    if (!values[field].trim()) errors[field] = `${labels[field]} is required`;
  }
  return errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string | undefined>): void {
  const first = Object.keys(errors).find((field) => errors[field]);
  if (!first || !form) return;
  const input = form.elements.namedItem(first);
  if (input instanceof HTMLElement) input.focus();
}
