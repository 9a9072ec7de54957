import { PHONE_LENGTH } from '@nukkad/contracts/light';
import { PhoneField as BasePhoneField } from '@nukkad/ui';
import type { Ref } from 'react';

type PhoneFieldProps = {
  value: string;
  onChange: (digits: string) => void;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A 10-digit mobile number; anything but digits is dropped as it is typed. */
export function PhoneField({ value, onChange, disabled, required, inputRef }: PhoneFieldProps) {
  return (
    <BasePhoneField
      ref={inputRef}
      label="Phone number"
      placeholder="10-digit mobile number"
      hint="We'll send a one-time code to this number."
      value={value}
      disabled={disabled}
      required={required}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
    />
  );
}
