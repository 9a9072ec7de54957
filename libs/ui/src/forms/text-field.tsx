import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Field, useFieldIds } from './field';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** Shown under the input and linked to it; marks the input invalid. */
  error?: string | null;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Class of the wrapper; `className` goes to the input. */
  fieldClassName?: string;
}

/** A labelled input with hint and error text; passes every input prop (and ref) through. */
export function TextField({ label, error, hint, id, fieldClassName, className, required, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const describedBy = cx(rest['aria-describedby'], ids.hintId, ids.errorId) || undefined;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <input
        {...rest}
        id={ids.controlId}
        required={required}
        className={cx('field__input', className)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
