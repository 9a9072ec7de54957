import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopOfferTag } from './shop-offer-tag';

describe('ShopOfferTag', () => {
  it('names the running discount', () => {
    render(<ShopOfferTag percent={15} />);
    expect(screen.getByText('15% off')).toBeTruthy();
  });

  it('shows nothing when no discount runs', () => {
    const { container } = render(<ShopOfferTag percent={null} />);
    expect(container.textContent).toBe('');
  });
});
