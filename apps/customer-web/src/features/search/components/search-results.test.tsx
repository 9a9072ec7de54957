import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, mockApi, renderWithApp } from '../../../testing/test-utils';
import { SearchResults } from './search-results';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const paneer = (n: number, name: string) => makeProduct({ _id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`, name });

describe('SearchResults', () => {
  it("fetches the pictures of the grid's first two rows (four cards) at once and first, and the rest lazily", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const names = [1, 2, 3, 4, 5, 6].map((n) => `Paneer ${n}`);
    mockApi((url) => (url.startsWith('/api/common/search/') ? { body: names.map((name, i) => paneer(i + 1, name)) } : undefined));
    renderWithApp(<SearchResults query="paneer" />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Paneer 6' })).toBeTruthy();
    const pictures = names.map((name) => screen.getByRole('img', { name }));
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('keeps the results already shown when a later page fails, and Retry loads that page', async () => {
    // Only the button asks for more, so the test decides when page 2 is wanted.
    vi.stubGlobal('IntersectionObserver', undefined);
    let page2Failures = 1;
    mockApi((url) => {
      if (!url.startsWith('/api/common/search/')) return undefined;
      const page = new URL(url, 'http://localhost').searchParams.get('page') ?? '1';
      // A full page (20 products), so a next one may follow.
      if (page === '1') return { body: [paneer(1, 'Paneer Tikka'), ...Array.from({ length: 19 }, (_, i) => paneer(100 + i, `Paneer Bhurji ${i}`))] };
      if (page2Failures-- > 0) return { status: 500, body: { success: false, message: 'Server error' } };
      return { body: [paneer(2, 'Paneer Butter Masala')] };
    });
    renderWithApp(<SearchResults query="paneer" />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Paneer Tikka' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Could not load more results.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paneer Tikka' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Paneer Butter Masala' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paneer Tikka' })).toBeTruthy();
  });

  it('reads the array of products and stops at a page shorter than 20', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const pagesAsked: string[] = [];
    mockApi((url) => {
      if (!url.startsWith('/api/common/search/')) return undefined;
      const page = new URL(url, 'http://localhost').searchParams.get('page') ?? '1';
      pagesAsked.push(page);
      if (page === '1') return { body: Array.from({ length: 20 }, (_, i) => paneer(i + 1, `Paneer Dish ${i + 1}`)) };
      return { body: Array.from({ length: 19 }, (_, i) => paneer(i + 21, `Paneer Dish ${i + 21}`)) };
    });
    renderWithApp(<SearchResults query="paneer" />);

    expect(await screen.findByText('20+ results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Paneer Dish 39' })).toBeTruthy();
    expect(screen.getByText('39 results')).toBeTruthy();
    expect(screen.getByText(`That's everything for "paneer".`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pagesAsked).toEqual(['1', '2']);
  });
});
