import { cx } from '../lib/class-names';
import { Button } from '../forms/button';

export interface ErrorStateProps {
  message: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failed load: the message and a Retry button. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <div className={cx('error-state', className)} role="alert">
      <div className="error-state__icon" aria-hidden="true">
        !
      </div>
      <p className="error-state__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
