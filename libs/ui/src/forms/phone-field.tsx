import { PHONE_LENGTH } from '@nukkad/contracts/light';
import { TextField, type TextFieldProps } from './text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>;

/** A 10-digit mobile number field: numeric keypad on phones, the browser's saved number offered. */
export function PhoneField({ name = 'phone', autoComplete = 'tel-national', ...rest }: PhoneFieldProps) {
  return <TextField name={name} type="tel" inputMode="numeric" autoComplete={autoComplete} maxLength={PHONE_LENGTH} {...rest} />;
}
