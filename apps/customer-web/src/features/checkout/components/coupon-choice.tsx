import { errorMessage, useActiveCoupons } from '@nukkad/api-client';
import { couponCodeSchema, type CartKey } from '@nukkad/contracts';
import { Button, couponConditions, couponOffer, ErrorState, Money, Skeleton } from '@nukkad/ui';
import { useState, type FormEvent } from 'react';
import { session } from '../../../lib/session';

export const NO_COUPONS_TEXT = 'No coupons for this cart right now.';

export interface CouponChoiceProps {
  cartKey: CartKey;
  /** The code applied, as the server read it, and what it takes off; null when none is. */
  applied: { code: string; discount: number } | null;
  /** Why the last coupon tried cannot be used, in the server's words. */
  refusal: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** While a quote with a new coupon is worked out. */
  busy?: boolean;
}

/** Checkout's coupons: the one applied, or a code to type and the coupons that apply to this cart. */
export function CouponChoice({ cartKey, applied, refusal, onApply, onRemove, busy = false }: CouponChoiceProps) {
  const coupons = useActiveCoupons(session.marker, cartKey);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setTypedError(parsed.error.issues[0]!.message);
      return;
    }
    setTypedError(null);
    onApply(parsed.data);
  };

  return (
    <section className="checkout-card coupon-choice" aria-labelledby="coupon-choice-title">
      <h2 className="checkout-card__title" id="coupon-choice-title">
        Coupons
      </h2>
      {applied ? (
        <div className="coupon-choice__applied" role="status">
          <span>
            <strong>{applied.code}</strong> applied · you save <Money rupees={applied.discount} />
          </span>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove
          </Button>
        </div>
      ) : (
        <>
          <form className="coupon-choice__form" onSubmit={submit} noValidate>
            <label className="visually-hidden" htmlFor="coupon-code">
              Coupon code
            </label>
            <input
              id="coupon-code"
              className="field__input coupon-choice__input"
              placeholder="Coupon code"
              autoCapitalize="characters"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={typedError || refusal ? true : undefined}
              aria-describedby={typedError || refusal ? 'coupon-code-error' : undefined}
            />
            <Button type="submit" variant="secondary" busy={busy}>
              Apply
            </Button>
          </form>
          {typedError || refusal ? (
            <p className="coupon-choice__error" id="coupon-code-error" role="alert">
              {typedError ?? refusal}
            </p>
          ) : null}
          {coupons.isPending ? (
            <div role="status" aria-label="Loading coupons" className="coupon-choice__list">
              <Skeleton height={56} />
            </div>
          ) : coupons.isError ? (
            <ErrorState message={errorMessage(coupons.error, 'Could not load the coupons.')} onRetry={() => void coupons.refetch()} />
          ) : coupons.data.coupons.length === 0 ? (
            <p className="coupon-choice__empty">{NO_COUPONS_TEXT}</p>
          ) : (
            <ul className="coupon-choice__list" aria-label="Coupons for this cart">
              {coupons.data.coupons.map((coupon) => (
                <li key={coupon.code} className="coupon-option">
                  <span className="coupon-option__text">
                    <span className="coupon-option__code">{coupon.code}</span>
                    <span className="coupon-option__offer">{couponOffer(coupon)}</span>
                    {couponConditions(coupon).length > 0 ? <span className="coupon-option__hint">{couponConditions(coupon).join(' · ')}</span> : null}
                    <span className="coupon-option__saving">
                      Save <Money rupees={coupon.discount} /> on this cart
                    </span>
                  </span>
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onApply(coupon.code)} aria-label={`Apply ${coupon.code}`}>
                    Apply
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
