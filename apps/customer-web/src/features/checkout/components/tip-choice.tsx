import { useAppConfig } from '@nukkad/api-client';
import { TIP_CHOICES } from '@nukkad/contracts';

const CHOICES = [0, ...TIP_CHOICES];

/** None, ₹10, ₹20 or ₹30 for the rider, or another whole amount up to the server's cap (TIP_MAX_RUPEES; 0: no tips). */
export function TipChoice({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const tipMax = useAppConfig().data?.tipMax;
  const other = !CHOICES.includes(tip as (typeof CHOICES)[number]);
  if (tipMax === 0) return null;
  return (
    <fieldset className="checkout-card tip-choice">
      <legend className="checkout-card__title">Tip your rider</legend>
      <p className="tip-choice__hint">All of it goes to your delivery partner{tipMax ? `; up to ₹${tipMax}` : ''}.</p>
      <div className="tip-choice__options">
        {CHOICES.filter((amount) => tipMax === undefined || amount <= tipMax).map((amount) => (
          <label key={amount} className={`tip-option${tip === amount ? ' tip-option--chosen' : ''}`}>
            <input type="radio" name="tip" value={amount} checked={tip === amount} onChange={() => onChange(amount)} />
            {amount === 0 ? 'None' : `₹${amount}`}
          </label>
        ))}
        <label className={`tip-option tip-option--other${other ? ' tip-option--chosen' : ''}`}>
          <span>Other ₹</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={tipMax}
            step={1}
            aria-label="Other tip in rupees"
            value={other ? tip : ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              // Held to the cap here too, so the bill never asks the server for a tip it would refuse.
              const whole = Number.isInteger(value) && value >= 0 ? value : 0;
              onChange(tipMax === undefined ? whole : Math.min(whole, tipMax));
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
