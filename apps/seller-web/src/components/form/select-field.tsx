import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '@nukkad/ui';
import './form.css';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly string[];
  /** The first, empty choice (e.g. "Choose a category"); left out, one of the options is always chosen. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled native select (the phone's own picker), with hint and error text like TextField. */
export function SelectField({ label, options, placeholder, error, hint, id, required, className, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        {...rest}
        id={selectId}
        required={required}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, errorId) || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
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
