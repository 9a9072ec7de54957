import { useId } from 'react';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD */
  value: string;
  onChange: (value: string) => void;
  /** The latest day that may be chosen, YYYY-MM-DD. */
  max?: string;
}

/** A labelled day picker (the device's own); an emptied field is ignored rather than sent. */
export function DateField({ label, value, onChange, max }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field date-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={value}
        max={max}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      />
    </div>
  );
}
