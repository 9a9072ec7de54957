import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('labels its input, passes input props and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="Phone" name="phone" inputMode="numeric" maxLength={10} onChange={onChange} />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.name).toBe('phone');
    expect(input.maxLength).toBe(10);
    fireEvent.change(input, { target: { value: '98765' } });
    expect(onChange).toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('links the error text and marks the input invalid', () => {
    render(<TextField label="Full name" error="Full name is required" />);
    const input = screen.getByLabelText('Full name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Full name is required');
  });
});
