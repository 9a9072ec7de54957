import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Field, useFieldIds } from './field';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line input with hint and error text like TextField; `className` goes to the wrapper. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error, 'textarea');
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.hintId, ids.errorId) || undefined}
      />
    </Field>
  );
}
