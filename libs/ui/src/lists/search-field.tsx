import { SearchIcon } from '../icons/icons';
import { Spinner } from '../feedback/spinner';
import { cx } from '../lib/class-names';
import { useId } from 'react';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The typed text has not been searched for yet, or its results are on their way. */
  pending?: boolean;
  className?: string;
}

/** A labelled search box; the list below it follows as the admin types (the caller debounces). */
export function SearchField({ label, value, onChange, placeholder, pending = false, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cx('search-field', className)} role="search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="search-field__box">
        <SearchIcon size={18} className="search-field__icon" />
        <input
          id={id}
          type="search"
          className="field__input search-field__input"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        {pending ? <Spinner size="sm" className="search-field__spinner" /> : null}
      </div>
    </div>
  );
}
