import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiscountBadge } from './discount-badge';

afterEach(cleanup);

describe('DiscountBadge', () => {
  it('shows 20% OFF without pulse at exactly 20%', () => {
    render(<DiscountBadge price={80} basePrice={100} />);
    const element = screen.getByText('20% OFF');
    expect(element.classList.contains('pulse')).toBe(false);
  });

  it('pulses above 20%', () => {
    render(<DiscountBadge price={79} basePrice={100} />);
    expect(screen.getByText('21% OFF').classList.contains('pulse')).toBe(true);
  });

  it('renders nothing without a discount', () => {
    const { container } = render(<DiscountBadge price={100} basePrice={100} />);
    expect(container.innerHTML).toBe('');
  });
});
