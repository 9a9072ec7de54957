import { Spinner, cx } from '@nukkad/ui';
import './quantity-stepper.css';

export type QuantityStepperProps = {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  /** A change is in flight: both buttons are locked. */
  busy: boolean;
  /** False at the most one cart line may hold. */
  canIncrease?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  className?: string;
};

/** Minus / quantity / plus, as a product card and a cart line show a product in the cart. */
export function QuantityStepper({ name, quantity, busy, canIncrease = true, onDecrease, onIncrease, className }: QuantityStepperProps) {
  return (
    <div className={cx('quantity-stepper', busy && 'quantity-stepper--busy', className)} role="group" aria-label={`Quantity of ${name}`} aria-busy={busy || undefined}>
      <button type="button" className="quantity-stepper__button" onClick={onDecrease} disabled={busy} aria-label={`Decrease quantity of ${name}`}>
        −
      </button>
      <span className="quantity-stepper__value" aria-live="polite">
        {busy ? <Spinner size="sm" /> : null}
        <span className={busy ? 'visually-hidden' : undefined}>{quantity}</span>
      </span>
      <button
        type="button"
        className="quantity-stepper__button"
        onClick={onIncrease}
        disabled={busy || !canIncrease}
        aria-label={`Increase quantity of ${name}`}
      >
        +
      </button>
    </div>
  );
}
