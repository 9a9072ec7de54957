import { queryPagesOf, useQueriesInbox } from '@nukkad/api-client';
import { QUERIES_PAGE_SIZE, QUERY_STATUSES, QUERY_TOPIC_LABELS, type QuerySummary } from '@nukkad/contracts';
import { Card, PagedOrderList, SkeletonList, StatusBadge } from '@nukkad/ui';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { oneOf, pageFromSearch } from '../../../utils/search-params';
import '../queries.css';

const TAB_LABELS = { open: 'Open', resolved: 'Resolved' } as const;
const EMPTY = { open: 'No open queries. Nothing is waiting for a reply.', resolved: 'No resolved queries yet.' } as const;
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The customer queries inbox: open or resolved, newest first, 10 a page; the tab and page live in the URL. */
export function QueriesInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = oneOf(QUERY_STATUSES, searchParams.get('status'), 'open');
  const page = pageFromSearch(searchParams.get('page'));
  const query = useQueriesInbox(status, page);
  const totalPages = query.data ? queryPagesOf(query.data.totalQueries) : 0;

  const show = (nextStatus: string, nextPage: number) =>
    setSearchParams(() => {
      const next = new URLSearchParams();
      if (nextStatus !== 'open') next.set('status', nextStatus);
      if (nextPage > 1) next.set('page', String(nextPage));
      return next;
    });

  return (
    <PagedOrderList<QuerySummary>
      className="queries-inbox"
      tabs={{ items: QUERY_STATUSES.map((id) => ({ id, label: TAB_LABELS[id] })), value: status, onChange: (id) => show(id, 1), idPrefix: 'queries' }}
      orders={query.data?.queries}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      errorMessage="Could not load the queries. Please try again."
      placeholder={<SkeletonList count={QUERIES_PAGE_SIZE} variant="row" layout="stack" label="Loading queries…" />}
      empty={{ title: EMPTY[status] }}
      busy={query.isPlaceholderData}
      paging={{ page, totalPages, onPageChange: (p) => show(status, p), firstPageHref: `${paths.app.queries.getHref()}${status === 'open' ? '' : '?status=resolved'}` }}
      listLabel={`${TAB_LABELS[status]} queries, page ${page}`}
      listClassName="queries-inbox__list"
      orderKey={(q) => q._id}
      renderOrder={(q) => <QueryRow query={q} />}
    />
  );
}

function QueryRow({ query }: { query: QuerySummary }) {
  return (
    <Card as="article" interactive className="queries-inbox__row" data-testid="query-row">
      <Link to={paths.app.query.getHref(query._id)} className="queries-inbox__link">
        <span className="queries-inbox__head">
          <strong>{QUERY_TOPIC_LABELS[query.topic]}</strong>
          <span className="muted">Order #{query.order.id}</span>
          <StatusBadge status={query.status === 'open' ? 'Open' : 'Resolved'} />
        </span>
        <span className="queries-inbox__preview">{query.lastMessage}</span>
        <span className="queries-inbox__meta muted">
          {query.customer.name} · {query.messageCount} {query.messageCount === 1 ? 'message' : 'messages'} ·{' '}
          <time dateTime={query.createdAt}>{dateFormat.format(new Date(query.createdAt))}</time>
        </span>
      </Link>
    </Card>
  );
}
