import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

const schema = z.object({ phone: z.string().length(10, { message: 'Phone must be 10 digits' }), password: z.string() });
const LABELS = { phone: 'Phone', password: 'Password' };

function Form({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const { values, errors, onChange, validate } = useFormFields({ phone: '', password: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = validate(event.currentTarget, schema, LABELS);
        if (result.ok) onValid(result.data);
      }}
    >
      <TextField label="Phone" name="phone" value={values.phone} onChange={onChange} error={errors.phone} />
      <TextField label="Password" name="password" value={values.password} onChange={onChange} error={errors.password} />
      <button type="submit">Log in</button>
    </form>
  );
}

afterEach(cleanup);

describe('useFormFields', () => {
  it('shows every message, focuses the first invalid field, and drops a message once its field changes', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Phone must be 10 digits')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByText('Phone must be 10 digits')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands over the parsed values when the form is valid', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onValid).toHaveBeenCalledWith({ phone: '9876543210', password: 'secret1' });
  });
});
