import { useEditAddress } from '@nukkad/api-client';
import { ADDRESS_UPDATED_MESSAGE } from '@nukkad/contracts/light';
import type { Address } from '@nukkad/contracts';
import { Button, Modal, useToast } from '@nukkad/ui';
import { useId } from 'react';
import { AddressForm, useSaveFailure, type ValidAddressDetails } from './address-form';

/** Edits an address's details; its point on the map stays. */
export function EditAddressModal({ userId, address, onClose }: { userId: string; address: Address; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const edit = useEditAddress();
  const saveFailed = useSaveFailure();

  const onValid = async (formData: ValidAddressDetails) => {
    try {
      const reply = await edit.mutateAsync({ userId, addressId: address._id, formData });
      toast.success(reply.message ?? ADDRESS_UPDATED_MESSAGE);
      onClose();
    } catch (err) {
      return saveFailed(err);
    }
  };

  return (
    <Modal
      title="Edit Address"
      onClose={onClose}
      closeOnBackdrop={false}
      className="address-modal"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={edit.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <AddressForm
        id={formId}
        initial={{
          fullName: address.fullName,
          phone: address.phone,
          addressLine: address.addressLine,
          area: address.area,
          landmark: address.landmark ?? '',
        }}
        onValid={onValid}
      />
    </Modal>
  );
}
