import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableList, type ListQuery, type SearchableListProps } from './searchable-list';

afterEach(cleanup);

const LOADED: ListQuery = { isPending: false, isError: false, isPlaceholderData: false, refetch: () => undefined };

function renderList(props: Partial<SearchableListProps> = {}) {
  const onSearch = vi.fn();
  const onPageChange = vi.fn();
  render(
    <SearchableList
      query={LOADED}
      search={{ value: 'ram', setValue: onSearch, pending: false }}
      texts={{ searchLabel: 'Search sellers', searchPlaceholder: 'Username', failed: 'Failed to load sellers. Please try again.' }}
      placeholder={<p>Loading sellers…</p>}
      empty={false}
      emptyState={{ title: 'No seller matches “ram”.' }}
      summary="2 sellers matching “ram”"
      paging={{ page: 2, totalPages: 4, onPageChange, label: 'Seller pages' }}
      {...props}
    >
      <table aria-label="Sellers" />
    </SearchableList>,
  );
  return { onSearch, onPageChange };
}

describe('SearchableList', () => {
  it('draws the search box, the count, the rows and the pages', () => {
    renderList();
    expect((screen.getByRole('searchbox', { name: 'Search sellers' }) as HTMLInputElement).value).toBe('ram');
    expect(screen.getByText('2 sellers matching “ram”').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('table', { name: 'Sellers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('reports what is typed and the page chosen', () => {
    const { onSearch, onPageChange } = renderList();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'rame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onSearch).toHaveBeenCalledWith('rame');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('keeps the search box while the first results load', () => {
    renderList({ query: { ...LOADED, isPending: true } });
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.getByText('Loading sellers…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says nothing matches', () => {
    renderList({ empty: true });
    expect(screen.getByRole('heading', { name: 'No seller matches “ram”.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with Retry', () => {
    const refetch = vi.fn();
    renderList({ query: { ...LOADED, isError: true, refetch } });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load sellers. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while the typed text waits to be searched for, and while the previous rows stand in', () => {
    renderList();
    expect(document.querySelector('.search-field__spinner')).toBeNull();
    cleanup();
    renderList({ search: { value: 'ram', setValue: () => undefined, pending: true } });
    expect(document.querySelector('.search-field__spinner')).not.toBeNull();
    cleanup();
    renderList({ query: { ...LOADED, isPlaceholderData: true } });
    expect(document.querySelector('.search-field__spinner')).not.toBeNull();
  });
});
