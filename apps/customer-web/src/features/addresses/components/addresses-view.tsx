import { ADDRESS_DELETED_MESSAGE, DEFAULT_ADDRESS_UPDATED_MESSAGE, ADDRESS_LIST_TEXTS } from '@nukkad/contracts/light';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '@nukkad/api-client';
import type { Address } from '@nukkad/contracts';
import { Button, EmptyState, ErrorState, PageHeader, PageLoader, PinIcon, useConfirm, useToast } from '@nukkad/ui';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session, useSession } from '../../../lib/session';
import { AddAddressModal } from './add-address-modal';
import { AddressCard } from './address-card';
import { EditAddressModal } from './edit-address-modal';
import './addresses.css';

/** The signed-in customer's addresses; another customer's id in the address shows one's own instead. */
export function AddressesView({ userId }: { userId: string | undefined }) {
  const { user, isChecking } = useSession();
  if (!userId) return <Navigate to={paths.profile.getHref()} replace />;
  if (isChecking) return <PageLoader showLabel label="Checking your session…" />;
  if (!user) return <Navigate to={paths.profile.getHref()} replace />;
  if (user._id !== userId) return <Navigate to={paths.addresses.getHref(user._id)} replace />;
  return <AddressBook userId={user._id} />;
}

function AddressBook({ userId }: { userId: string }) {
  const toast = useToast();
  const confirm = useConfirm();
  const addresses = useAddresses(session.marker, userId);
  const remove = useDeleteAddress(userId);
  const makeDefault = useSetDefaultAddress(userId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const busyId = remove.isPending ? remove.variables : makeDefault.isPending ? makeDefault.variables : null;

  useEffect(() => {
    if (addresses.isError) toast.error(ADDRESS_LIST_TEXTS.fetchFailed);
    // Once per failed fetch, not on every render of the error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.isError, addresses.errorUpdatedAt]);

  const onDelete = async (address: Address) => {
    const confirmed = await confirm({
      title: 'Delete this address?',
      message: `${address.fullName}, ${address.addressLine}, ${address.area} will be removed from your saved addresses.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(address._id, {
      onSuccess: () => toast.success(ADDRESS_DELETED_MESSAGE),
      onError: () => toast.error('Error deleting address. Please try again later.'),
    });
  };

  const onSetDefault = (address: Address) =>
    makeDefault.mutate(address._id, {
      onSuccess: () => toast.success(DEFAULT_ADDRESS_UPDATED_MESSAGE),
      onError: () => toast.error('Error setting default address. Please try again later.'),
    });

  const addNew = (
    <Button onClick={() => setAdding(true)}>
      <PinIcon size={16} />
      Add New
    </Button>
  );
  const list = addresses.data?.addresses;

  return (
    <div className="addresses">
      <PageHeader title="My Addresses" subtitle="Saved delivery locations for faster checkout." actions={addNew} />
      {addresses.isPending ? (
        <PageLoader showLabel label={ADDRESS_LIST_TEXTS.loading} />
      ) : addresses.isError ? (
        <ErrorState message="Error fetching addresses" onRetry={() => void addresses.refetch()} />
      ) : list && list.length > 0 ? (
        <ul className="address-grid" aria-label="Saved addresses">
          {list.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                busy={busyId === address._id}
                onEdit={() => setEditing(address)}
                onDelete={() => void onDelete(address)}
                onSetDefault={() => onSetDefault(address)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<PinIcon size={32} />} title={ADDRESS_LIST_TEXTS.emptyTitle} description={ADDRESS_LIST_TEXTS.emptyHint} />
      )}
      {adding ? <AddAddressModal userId={userId} onClose={() => setAdding(false)} /> : null}
      {editing ? <EditAddressModal userId={userId} address={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
