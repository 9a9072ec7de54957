import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { RequiredMark } from './required-mark';

export interface FieldIds {
  /** The control's id, which the label points at. */
  controlId: string;
  /** Set when there is a hint to describe the control with. */
  hintId?: string;
  /** Set when there is an error to describe the control with. */
  errorId?: string;
}

/** The ids that tie a control to its label, hint and error: `id` when given, else a generated one starting with `prefix`. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | null | undefined, prefix = 'field'): FieldIds {
  const generated = useId();
  const controlId = id ?? `${prefix}-${generated}`;
  return { controlId, hintId: hint ? `${controlId}-hint` : undefined, errorId: error ? `${controlId}-error` : undefined };
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Adds the asterisk after the label; the control itself carries `required`. */
  required?: boolean;
  className?: string;
  /** Shown between the hint and the error, e.g. a live note about the last action. */
  note?: ReactNode;
  /** The control (input, select, textarea…) with `id={ids.controlId}`. */
  children: ReactNode;
}

/** The frame every form control shares: label, the control, hint and error text, invalid look. */
export function Field({ ids, label, hint, error, required, className, note, children }: FieldProps) {
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {note}
      {error ? (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
