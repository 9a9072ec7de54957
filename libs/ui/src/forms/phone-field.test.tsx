import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

describe('PhoneField', () => {
  afterEach(cleanup);

  it('is a labelled tel input of at most 10 digits with a numeric keypad', () => {
    render(<PhoneField label="Phone" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /phone/i });
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('10');
    expect(input.getAttribute('name')).toBe('phone');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
  });
});
