import { ADDRESS_LIST_TEXTS } from '@nukkad/contracts/light';
import type { Address } from '@nukkad/contracts';
import { Button, ErrorState, PinIcon, Spinner } from '@nukkad/ui';

type AddressChoiceProps = {
  addresses: Address[] | undefined;
  isError: boolean;
  onRetry: () => void;
  chosenId: string | null;
  onChoose: (addressId: string) => void;
  onAdd: () => void;
};

/** The saved addresses as radio choices, and a way to add one without leaving checkout. */
export function AddressChoice({ addresses, isError, onRetry, chosenId, onChoose, onAdd }: AddressChoiceProps) {
  return (
    <fieldset className="checkout-card address-choice">
      <legend className="checkout-card__title">Delivery address</legend>
      {addresses === undefined ? (
        isError ? (
          <ErrorState message={ADDRESS_LIST_TEXTS.fetchFailed} onRetry={onRetry} />
        ) : (
          <p className="address-choice__loading" role="status">
            <Spinner size="sm" /> {ADDRESS_LIST_TEXTS.loading}
          </p>
        )
      ) : addresses.length === 0 ? (
        <div className="address-choice__empty">
          <p className="address-choice__empty-title">{ADDRESS_LIST_TEXTS.emptyTitle}</p>
          <p className="muted">{ADDRESS_LIST_TEXTS.emptyHint}</p>
        </div>
      ) : (
        <ul className="address-choice__list">
          {addresses.map((address) => (
            <li key={address._id}>
              <label className={`address-option${address._id === chosenId ? ' address-option--chosen' : ''}`}>
                <input type="radio" name="address" value={address._id} checked={address._id === chosenId} onChange={() => onChoose(address._id)} />
                <span className="address-option__text">
                  <span className="address-option__name">
                    {address.fullName}
                    {address.isDefault ? <span className="address-option__badge">Default</span> : null}
                  </span>
                  <span className="address-option__line">
                    {address.addressLine}, {address.area}
                  </span>
                  <span className="address-option__phone">{address.phone}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onAdd} className="address-choice__add">
        <PinIcon size={16} />
        Add New Address
      </Button>
    </fieldset>
  );
}
