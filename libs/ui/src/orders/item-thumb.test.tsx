import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemThumb } from './item-thumb';

afterEach(cleanup);

describe('ItemThumb', () => {
  it('shows the picture at its size, hidden from screen readers', () => {
    const { container } = render(<ItemThumb src="/atta.webp" size="lg" />);
    const thumb = container.firstElementChild!;
    expect(thumb.className).toBe('item-thumb item-thumb--lg');
    expect(thumb.getAttribute('aria-hidden')).toBe('true');
    const image = thumb.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('alt')]).toEqual(['/atta.webp', '80', '']);
  });

  it('draws the given fallback when there is no picture', () => {
    const { container } = render(<ItemThumb src={null} fallback={<i data-testid="fallback" />} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="fallback"]')).not.toBeNull();
  });
});
