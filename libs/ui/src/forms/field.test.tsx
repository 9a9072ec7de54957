import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';
import { TagsInput, addTag } from './tags-input';
import { TextareaField } from './textarea-field';

afterEach(cleanup);

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('SelectField', () => {
  it('labels its select, offers the placeholder first, and links hint and error', () => {
    render(<SelectField label="Category" required placeholder="Select a category" options={['Food', 'Grocery']} hint="Pick one." error="Choose a category." />);
    const select = screen.getByLabelText(/^Category/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['', 'Food', 'Grocery']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toEqual(['Pick one.', 'Choose a category.']);
    expect(select.closest('.field')?.classList.contains('field--invalid')).toBe(true);
    expect(screen.getByText('*')).toBeTruthy();
  });
});

describe('TextareaField', () => {
  it('labels its textarea with four rows by default and no error until one is given', () => {
    render(<TextareaField label="About" hint="Optional." />);
    const textarea = screen.getByLabelText('About') as HTMLTextAreaElement;
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(textarea)).toEqual(['Optional.']);
  });
});

describe('TagsInput', () => {
  it('adds a tag on Enter, refuses a repeat with a note, and removes one', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TagsInput label="Tags" name="tags" tags={['Dairy']} onChange={onChange} />);
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'dairy' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('“dairy” is already added.')).toBeTruthy();

    fireEvent.change(input, { target: { value: ' Paneer ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Dairy', 'Paneer']);

    rerender(<TagsInput label="Tags" name="tags" tags={['Dairy', 'Paneer']} onChange={onChange} error="Too many tags." />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dairy' }));
    expect(onChange).toHaveBeenLastCalledWith(['Paneer']);
  });

  it('addTag trims, folds spaces and stops at the limit', () => {
    expect(addTag([], '  Cold   drinks ')).toEqual(['Cold drinks']);
    expect(addTag(['A'], '   ')).toBeNull();
    expect(addTag(['A', 'B'], 'C', 2)).toBeNull();
  });
});
