import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { focusFirstError, toFieldErrors, validateForm } from './form-errors';

const schema = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'Enter a valid e-mail address' }),
  password: z.string().min(6, { message: 'Password must be at least 6 characters' }),
  secretKey: z.string().min(1, { message: 'Secret key is required' }),
});
const LABELS = { email: 'Email', password: 'Password', secretKey: 'Secret key' };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('validateForm', () => {
  it('returns the parsed data when every field is valid', () => {
    const result = validateForm(schema, { email: ' Asha@Nukkad.Local ', password: 'secret1', secretKey: 'key' }, LABELS);
    expect(result).toEqual({ ok: true, data: { email: 'asha@nukkad.local', password: 'secret1', secretKey: 'key' } });
  });

  it('says "X is required" for empty fields and the schema’s first message for the others', () => {
    const result = validateForm(schema, { email: 'asha', password: '  ', secretKey: 'key' }, LABELS);
    expect(result).toEqual({ ok: false, errors: { email: 'Enter a valid e-mail address', password: 'Password is required' } });
  });

  it('parses a wrapped request and keys its messages by the field’s own name', () => {
    const wrapped = z.object({ formData: z.object({ phone: z.string().length(10, { message: 'Phone must be 10 digits' }) }) });
    const values = { phone: '98765' };
    expect(validateForm(wrapped, values, { phone: 'Phone' }, { formData: values })).toEqual({
      ok: false,
      errors: { phone: 'Phone must be 10 digits' },
    });
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message of each listed field of a 400 reply', () => {
    const errors = toFieldErrors(
      [
        { path: 'formData.phone', message: 'Phone must be 10 digits' },
        { path: 'formData.phone', message: 'Phone is taken' },
        { path: 'otp', message: 'Not a field of this form' },
      ],
      ['phone', 'username'] as const,
    );
    expect(errors).toEqual({ phone: 'Phone must be 10 digits' });
  });
});

describe('focusFirstError', () => {
  it('focuses the first field with an error in the form’s own order', () => {
    document.body.innerHTML = '<form><input name="email" /><fieldset><input name="password" /><input name="secretKey" /></fieldset></form>';
    const form = document.querySelector('form');
    focusFirstError(form, { secretKey: 'Secret key is required', password: 'Password is required' });
    expect(document.activeElement?.getAttribute('name')).toBe('password');
  });

  it('does nothing without an error or a form', () => {
    document.body.innerHTML = '<form><input name="email" /></form>';
    focusFirstError(document.querySelector('form'), { email: undefined });
    focusFirstError(null, { email: 'Email is required' });
    expect(document.activeElement).toBe(document.body);
  });
});
