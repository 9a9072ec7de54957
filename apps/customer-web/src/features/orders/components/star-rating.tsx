import { cx, plural } from '@nukkad/ui';
import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => plural(n, 'star');

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={cx('star', filled && 'star--filled')}>
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

type StarRatingProps = { label: string; value: number | null; onChange: (value: number) => void; disabled?: boolean };

/** 1 to 5 stars as a radio group: arrow keys move between stars, Space or a click picks one. */
export function StarRating({ label, value, onChange, disabled = false }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="star-rating__label">{label}</legend>
      <div className="star-rating__stars">
        {STARS.map((n) => (
          <label key={n} className="star-rating__star">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <Star filled={value !== null && n <= value} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A given rating, read-only: the stars and their number in words. */
export function StarRatingValue({ label, value }: { label: string; value: number | null }) {
  const text = value === null ? 'not rated' : `${value} of 5 stars`;
  return (
    <div className="star-rating star-rating--read-only" role="img" aria-label={`${label}: ${text}`}>
      <span className="star-rating__label" aria-hidden="true">
        {label}
      </span>
      <span className="star-rating__stars" aria-hidden="true">
        {STARS.map((n) => (
          <Star key={n} filled={value !== null && n <= value} />
        ))}
      </span>
    </div>
  );
}
