import { TIP_CHOICES } from '@nukkad/contracts';

const CHOICES = [0, ...TIP_CHOICES];

/** None, ₹10, ₹20 or ₹30 for the rider, or another whole amount (the server holds it to its cap). */
export function TipChoice({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const other = !CHOICES.includes(tip as (typeof CHOICES)[number]);
  return (
    <fieldset className="checkout-card tip-choice">
      <legend className="checkout-card__title">Tip your rider</legend>
      <p className="tip-choice__hint">All of it goes to your delivery partner.</p>
      <div className="tip-choice__options">
        {CHOICES.map((amount) => (
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
            step={1}
            aria-label="Other tip in rupees"
            value={other ? tip : ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange(Number.isInteger(value) && value >= 0 ? value : 0);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
