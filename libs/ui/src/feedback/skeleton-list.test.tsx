import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonList } from './skeleton-list';

afterEach(cleanup);

describe('SkeletonList', () => {
  it.each([5, 8, 6])('renders %i busy placeholder cards with a hidden label', (count) => {
    const { container } = render(<SkeletonList count={count} />);
    const list = container.firstElementChild!;
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(count);
    expect(screen.getByText('Loading…').className).toBe('visually-hidden');
  });

  it('renders rows for lists', () => {
    const { container } = render(<SkeletonList count={5} variant="row" />);
    expect(container.querySelectorAll('.skeleton-row')).toHaveLength(5);
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(0);
  });
});
