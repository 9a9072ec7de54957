import { ApiError, errorMessage } from '@nukkad/api-client';
import { addressDetailsSchema } from '@nukkad/contracts';
import { PhoneField, TextField, toFieldErrors, useFormFields, useToast, type FieldErrors } from '@nukkad/ui';
import type { FormEvent } from 'react';
import type { z } from 'zod';

export const ADDRESS_FIELDS = ['fullName', 'phone', 'addressLine', 'area', 'landmark'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressDetailsValues = Record<AddressField, string>;
export type ValidAddressDetails = z.output<typeof addressDetailsSchema>;

export const EMPTY_ADDRESS_DETAILS: AddressDetailsValues = { fullName: '', phone: '', addressLine: '', area: '', landmark: '' };

const REQUIRED_LABELS: Partial<Record<AddressField, string>> = { fullName: 'Full name', phone: 'Phone', addressLine: 'Address', area: 'Area' };

/** A failed save: the fields the server named go under their inputs; anything else is a toast. */
export function useSaveFailure() {
  const toast = useToast();
  return (err: unknown): FieldErrors<AddressField> => {
    const fieldErrors = err instanceof ApiError ? toFieldErrors(err.errors, ADDRESS_FIELDS) : {};
    if (Object.keys(fieldErrors).length === 0) toast.error(errorMessage(err, 'Something went wrong!'));
    return fieldErrors;
  };
}

type AddressFormProps = {
  /** The form's id, so the modal's footer button can submit it. */
  id: string;
  initial: AddressDetailsValues;
  /** Called with the checked details; resolves to the server's field messages when it refused them. */
  onValid: (details: ValidAddressDetails) => Promise<FieldErrors<AddressField> | void>;
};

/** The details a customer types for an address, checked with the contracts' schema before anything is sent. */
export function AddressForm({ id, initial, onValid }: AddressFormProps) {
  const { values, errors, setErrors, onChange, validate } = useFormFields<AddressField>(initial);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(event.currentTarget, addressDetailsSchema, REQUIRED_LABELS);
    if (!result.ok) return;
    const refused = await onValid(result.data);
    if (refused && Object.keys(refused).length > 0) setErrors(refused);
  };

  return (
    <form id={id} className="address-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Full name" name="fullName" autoComplete="name" required value={values.fullName} onChange={onChange} error={errors.fullName} />
      <PhoneField label="Phone" required value={values.phone} onChange={onChange} error={errors.phone} />
      <TextField
        label="Address"
        name="addressLine"
        autoComplete="street-address"
        placeholder="House / flat, building, street"
        required
        value={values.addressLine}
        onChange={onChange}
        error={errors.addressLine}
        fieldClassName="address-form__wide"
      />
      <TextField label="Area" name="area" placeholder="Locality or sector" required value={values.area} onChange={onChange} error={errors.area} />
      <TextField label="Landmark (optional)" name="landmark" placeholder="Near…" value={values.landmark} onChange={onChange} error={errors.landmark} />
    </form>
  );
}
