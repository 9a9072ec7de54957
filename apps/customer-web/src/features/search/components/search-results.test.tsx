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
  it('keeps the results already shown when a later page fails, and Retry loads that page', async () => {
    // Only the button asks for more, so the test decides when page 2 is wanted.
    vi.stubGlobal('IntersectionObserver', undefined);
    let page2Failures = 1;
    mockApi((url) => {
      if (!url.startsWith('/api/common/search/')) return undefined;
      const page = new URL(url, 'http://localhost').searchParams.get('page') ?? '1';
      if (page === '1') return { body: { success: true, products: [paneer(1, 'Paneer Tikka')], page: 1, hasMore: true } };
      if (page2Failures-- > 0) return { status: 500, body: { success: false, message: 'Server error' } };
      return { body: { success: true, products: [paneer(2, 'Paneer Butter Masala')], page: 2, hasMore: false } };
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
});
