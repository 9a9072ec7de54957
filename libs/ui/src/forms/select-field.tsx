import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Field, useFieldIds } from './field';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly string[];
  /** The first, empty choice (e.g. "Choose a category"); left out, one of the options is always chosen. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled native select (the phone's own picker), with hint and error text like TextField; `className` goes to the wrapper. */
export function SelectField({ label, options, placeholder, error, hint, id, required, className, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error, 'select');
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.hintId, ids.errorId) || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
