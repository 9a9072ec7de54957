import { ApiError } from '@nukkad/api-client';
import { ORDER_NOT_FOUND_HEADING } from '@nukkad/contracts/light';
import { ClipboardIcon, EmptyState, ErrorState, Spinner } from '@nukkad/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import './order-page-state.css';

/** An order id that names no order of this seller: a plain not-found page with the way back. */
export function OrderNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      icon={<ClipboardIcon size={32} />}
      title={ORDER_NOT_FOUND_HEADING}
      description="This order does not exist or has none of your items."
      action={
        <Link className="button button--secondary button--md" to={paths.seller.orders.getHref()}>
          Back to orders
        </Link>
      }
    />
  );
}

/** What an order page shows until its order is there: a spinner, not found for an id the API refuses, or the error with Retry. */
export function OrderPageState({ query }: { query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'> }) {
  if (query.isPending) {
    return (
      <div className="order-page-loading" aria-busy="true">
        <Spinner label="Loading order…" />
      </div>
    );
  }
  if (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) return <OrderNotFound />;
  return <ErrorState message="Failed to load the order. Please try again." onRetry={() => void query.refetch()} />;
}
