import type { ReactNode } from 'react';
import type { EmptyStateProps } from '../feedback/empty-state';
import { Pagination, type PaginationProps } from '../navigation/pagination';
import { ListStates } from './list-states';
import { SearchField } from './search-field';

/** What the list needs to know of its query (a TanStack Query result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  /** The rows shown are the previous search's while this one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The search box's text, as typed and not yet searched for (the caller debounces and keeps it in the URL). */
export interface ListSearch {
  value: string;
  setValue: (value: string) => void;
  pending: boolean;
}

export interface SearchableListProps {
  query: ListQuery;
  search: ListSearch;
  /** The search box's label and placeholder, and what a failed load says. */
  texts: { searchLabel: string; searchPlaceholder: string; failed: string };
  /** Placeholders shaped like the list, drawn while the first results load. */
  placeholder: ReactNode;
  /** Nothing matches, or nothing exists yet. */
  empty: boolean;
  emptyState: EmptyStateProps;
  /** One line above the rows: how many, and for which search. */
  summary: ReactNode;
  /** The rows, e.g. a table. */
  children: ReactNode;
  /** Numbered pages under the rows, when the server pages them. */
  paging?: Omit<PaginationProps, 'className' | 'radius'>;
}

/** The admin's list page: a search box over a list, with its loading, failed, empty and paged states. */
export function SearchableList({ query, search, texts, placeholder, empty, emptyState, summary, children, paging }: SearchableListProps) {
  return (
    <div className="stack">
      <SearchField
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search.value}
        onChange={search.setValue}
        pending={search.pending || query.isPlaceholderData}
      />
      <ListStates
        failed={query.isError}
        errorMessage={texts.failed}
        onRetry={() => void query.refetch()}
        loading={query.isPending}
        placeholder={placeholder}
        empty={empty}
        emptyState={emptyState}
      >
        <p className="muted" aria-live="polite">
          {summary}
        </p>
        {children}
        {paging ? <Pagination {...paging} /> : null}
      </ListStates>
    </div>
  );
}
