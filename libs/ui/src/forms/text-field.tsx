import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/class-names';

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
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(rest['aria-describedby'], hintId, errorId) || undefined;

  return (
    <div className={cx('field', error && 'field--invalid', fieldClassName)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        {...rest}
        id={inputId}
        required={required}
        className={cx('field__input', className)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
