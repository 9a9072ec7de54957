import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { focusFirstError, validateForm } from './form-errors';
import type { FieldErrors, FormValidation } from './form-errors';

/**
 * A form's values and per-field messages. Inputs are matched by their `name`, and typing in a field
 * drops its message; `validate` checks the submitted form (see validateForm) and focuses the first invalid field.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as F;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  function validate<S extends z.ZodType>(
    form: HTMLFormElement,
    schema: S,
    requiredLabels: Partial<Record<F, string>>,
    input?: unknown,
  ): FormValidation<z.output<S>, F> {
    const result = validateForm(schema, values, requiredLabels, input);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) focusFirstError(form, result.errors);
    return result;
  }

  return { values, errors, setErrors, onChange, validate };
}
