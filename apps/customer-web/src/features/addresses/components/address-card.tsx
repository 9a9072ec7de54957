import type { Address } from '@nukkad/contracts';
import { Button, PhoneIcon, PinIcon } from '@nukkad/ui';
import { useId } from 'react';

type AddressCardProps = {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  /** A change to this address is under way. */
  busy: boolean;
};

export function AddressCard({ address, onEdit, onDelete, onSetDefault, busy }: AddressCardProps) {
  const nameId = useId();
  return (
    <article className={`address-card${address.isDefault ? ' address-card--default' : ''}`} aria-labelledby={nameId} aria-busy={busy || undefined}>
      <header className="address-card__head">
        <PinIcon size={18} className="address-card__icon" />
        <h2 className="address-card__name" id={nameId}>
          {address.fullName}
        </h2>
        {address.isDefault ? <span className="address-card__badge">Default</span> : null}
      </header>
      <p className="address-card__phone">
        <PhoneIcon size={14} />
        <span className="visually-hidden">Phone: </span>
        {address.phone}
      </p>
      <p className="address-card__line">{address.addressLine}</p>
      <p className="address-card__area">{address.area}</p>
      {address.landmark ? <p className="address-card__landmark">{address.landmark}</p> : null}
      <div className="address-card__actions">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${address.fullName}'s address`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${address.fullName}'s address`}>
          Delete
        </Button>
        {address.isDefault ? null : (
          <Button variant="ghost" size="sm" onClick={onSetDefault} disabled={busy} className="address-card__make-default">
            Set as default
          </Button>
        )}
      </div>
    </article>
  );
}
