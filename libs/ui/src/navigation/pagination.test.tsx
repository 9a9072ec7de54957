import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

function button(name: string | RegExp) {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('Pagination', () => {
  it('disables Prev on the first page and marks the current page', () => {
    render(<Pagination page={1} totalPages={10} onPageChange={() => undefined} />);
    expect(button('Prev').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(button('Page 1').getAttribute('aria-current')).toBe('page');
    expect(button('Page 2').getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
  });

  it('disables Next on the last page', () => {
    render(<Pagination page={10} totalPages={10} onPageChange={() => undefined} />);
    expect(button('Next').disabled).toBe(true);
    expect(button('Prev').disabled).toBe(false);
  });

  it('shows current ± 2 and reports the chosen page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(button('Page 7'));
    fireEvent.click(button('Prev'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Page 5'));
    expect(onPageChange.mock.calls).toEqual([[7], [4], [6]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
