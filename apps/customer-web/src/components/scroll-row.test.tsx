import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRow } from './scroll-row';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderRow() {
  render(
    <ScrollRow label="Seasonal Fruits">
      {['Mango', 'Grapes', 'Orange', 'Melon', 'Guava', 'Litchi'].map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ScrollRow>,
  );
  return screen.getByRole('list');
}

/** Gives the list the sizes a browser would and tells it that it scrolled. */
function layOut(list: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(list);
}

const back = () => screen.queryByRole('button', { name: 'Previous items in Seasonal Fruits' }) as HTMLButtonElement | null;
const forward = () => screen.queryByRole('button', { name: 'Next items in Seasonal Fruits' }) as HTMLButtonElement | null;

describe('ScrollRow', () => {
  it('has no buttons when every card fits', () => {
    const list = renderRow();
    layOut(list, { scrollWidth: 800, clientWidth: 800, scrollLeft: 0 });
    expect(back()).toBeNull();
    expect(forward()).toBeNull();
  });

  it('offers Next at the start, both in the middle and Previous at the end', () => {
    const list = renderRow();
    layOut(list, { scrollWidth: 1400, clientWidth: 1000, scrollLeft: 0 });
    expect(back()!.disabled).toBe(true);
    expect(forward()!.disabled).toBe(false);

    layOut(list, { scrollWidth: 1400, clientWidth: 1000, scrollLeft: 200 });
    expect(back()!.disabled).toBe(false);
    expect(forward()!.disabled).toBe(false);

    layOut(list, { scrollWidth: 1400, clientWidth: 1000, scrollLeft: 400 });
    expect(back()!.disabled).toBe(false);
    expect(forward()!.disabled).toBe(true);
  });

  it('scrolls by most of its width each way', () => {
    const list = renderRow();
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    layOut(list, { scrollWidth: 1400, clientWidth: 1000, scrollLeft: 200 });

    fireEvent.click(forward()!);
    fireEvent.click(back()!);
    expect(scrollBy).toHaveBeenNthCalledWith(1, { left: 850, behavior: 'smooth' });
    expect(scrollBy).toHaveBeenNthCalledWith(2, { left: -850, behavior: 'smooth' });
  });
});
