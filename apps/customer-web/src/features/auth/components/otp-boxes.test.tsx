import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpBoxes } from './otp-boxes';

afterEach(cleanup);

function Harness() {
  const [code, setCode] = useState(['', '', '', '']);
  return (
    <>
      <OtpBoxes value={code} onChange={setCode} />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

describe('OtpBoxes', () => {
  it('has four labelled one-character boxes in a group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Character 1 of 4',
      'Character 2 of 4',
      'Character 3 of 4',
      'Character 4 of 4',
    ]);
  });

  it('marks every box required, with one required mark after the row, only when asked', () => {
    const { unmount } = render(<OtpBoxes value={['', '', '', '']} onChange={() => {}} required />);
    expect(boxes().every((box) => box.required)).toBe(true);
    expect(screen.getByRole('group', { name: 'One-time code' }).querySelectorAll('.field__required')).toHaveLength(1);
    unmount();
    render(<Harness />);
    expect(boxes().some((box) => box.required)).toBe(false);
    expect(document.querySelector('.field__required')).toBeNull();
  });

  it('upper-cases a letter, moves to the next box, and ignores symbols', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(code()).toBe('A');
    expect(document.activeElement).toBe(boxes()[1]);

    fireEvent.change(boxes()[1]!, { target: { value: '#' } });
    expect(code()).toBe('A');
    fireEvent.change(boxes()[1]!, { target: { value: '7' } });
    expect(code()).toBe('A7');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('goes back and clears the previous box on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    fireEvent.change(boxes()[1]!, { target: { value: 'y' } });
    expect(code()).toBe('XY');

    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(code()).toBe('X');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills all four boxes from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' k9-q2 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['K', '9', 'Q', '2']);
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
