import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Money } from './money';

afterEach(cleanup);

describe('Money', () => {
  it('formats rupees for en-IN', () => {
    render(<Money rupees={123456.5} />);
    expect(screen.getByText('₹1,23,456.50')).toBeTruthy();
  });

  it('marks a struck price as the original price', () => {
    const { container } = render(<Money rupees={250} strike />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Original price ₹250.00');
  });
});
