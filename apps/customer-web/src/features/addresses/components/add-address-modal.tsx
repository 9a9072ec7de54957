import { useSaveAddress } from '@nukkad/api-client';
import { ADDRESS_SAVED_MESSAGE } from '@nukkad/contracts/light';
import type { Address } from '@nukkad/contracts';
import { Button, Modal, useToast } from '@nukkad/ui';
import { useId, useState } from 'react';
import type { LatLng } from '../hooks/use-current-location';
import { AddressForm, EMPTY_ADDRESS_DETAILS, useSaveFailure, type ValidAddressDetails } from './address-form';
import { LocationPicker } from './location-picker';

export type AddAddressModalProps = {
  userId: string;
  onClose: () => void;
  /** After a successful save, with the address as the server stored it. */
  onSaved?: (address: Address) => void;
};

/** The two-step add: pick the point on the map, then type the details. */
export function AddAddressModal({ userId, onClose, onSaved }: AddAddressModalProps) {
  const formId = useId();
  const toast = useToast();
  const [step, setStep] = useState<'location' | 'details'>('location');
  const [point, setPoint] = useState<LatLng | null>(null);
  const save = useSaveAddress();
  const saveFailed = useSaveFailure();

  const onValid = async (details: ValidAddressDetails) => {
    if (!point) return;
    try {
      const reply = await save.mutateAsync({ userId, address: { ...details, lat: point.lat, long: point.lng } });
      toast.success(reply.message ?? ADDRESS_SAVED_MESSAGE);
      onSaved?.(reply.address);
      onClose();
    } catch (err) {
      return saveFailed(err);
    }
  };

  if (step === 'location') {
    return (
      <Modal
        title="Pick Delivery Location"
        onClose={onClose}
        size="lg"
        closeOnBackdrop={false}
        className="address-modal"
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            {/* Its own key: reused as the submit button of step 2, the click that confirms would also submit the empty form. */}
            <Button key="confirm-location" disabled={!point} onClick={() => setStep('details')}>
              Confirm Location
            </Button>
          </>
        }
      >
        <LocationPicker point={point} onPick={setPoint} />
      </Modal>
    );
  }
  return (
    <Modal
      title="Enter Address Details"
      onClose={onClose}
      closeOnBackdrop={false}
      className="address-modal"
      footer={
        <>
          <Button variant="ghost" onClick={() => setStep('location')} disabled={save.isPending}>
            Back to map
          </Button>
          <Button key="save-address" type="submit" form={formId} busy={save.isPending}>
            Save Address
          </Button>
        </>
      }
    >
      <AddressForm id={formId} initial={EMPTY_ADDRESS_DETAILS} onValid={onValid} />
    </Modal>
  );
}
