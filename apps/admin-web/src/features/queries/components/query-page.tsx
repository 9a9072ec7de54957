import { ApiError, errorMessage, useAddQueryMessage, useCustomerQuery, useResolveQuery } from '@nukkad/api-client';
import { QUERY_NOT_FOUND_MESSAGE, QUERY_TOPIC_LABELS, type CustomerQuery } from '@nukkad/contracts';
import { BackLink, Button, Card, DetailList, ErrorState, PageHeader, QueryMessageForm, QueryThread, Spinner, StatusBadge, useToast } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import '../queries.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** One customer query: who asked about which order, the thread, a reply box and Resolve. */
export function QueryPage({ queryId }: { queryId: string }) {
  const query = useCustomerQuery(queryId);
  const back = <BackLink to={paths.app.queries.getHref()}>Customer queries</BackLink>;

  if (query.isPending) {
    return (
      <div className="container page">
        <PageHeader title="Customer query" leading={back} />
        <Spinner label="Loading the query…" />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <div className="container page">
        <PageHeader title="Customer query" leading={back} />
        {notFound ? <ErrorState message={QUERY_NOT_FOUND_MESSAGE} /> : <ErrorState message="Could not load the query. Please try again." onRetry={() => void query.refetch()} />}
      </div>
    );
  }
  const q = query.data.query;
  return (
    <div className="container page query-page">
      <PageHeader
        title={`${QUERY_TOPIC_LABELS[q.topic]} · Order #${q.order.id}`}
        subtitle={<time dateTime={q.createdAt}>Raised on {dateFormat.format(new Date(q.createdAt))}</time>}
        leading={back}
        actions={<StatusBadge status={q.status === 'open' ? 'Open' : 'Resolved'} />}
      />
      <div className="query-page__grid">
        <Card as="section" aria-labelledby="query-thread-title" className="query-page__thread">
          <h2 id="query-thread-title" className="query-page__title">
            Messages
          </h2>
          <QueryThread messages={q.messages} reader="support" />
          {q.status === 'open' ? <ReplyForm query={q} /> : <p className="muted">Resolved on {dateFormat.format(new Date(q.resolvedAt!))}.</p>}
        </Card>
        <Card as="section" aria-labelledby="query-facts-title">
          <h2 id="query-facts-title" className="query-page__title">
            Details
          </h2>
          <DetailList
            className="facts"
            rows={[
              { term: 'Customer', value: q.customer.name },
              { term: 'Phone', value: q.customer.phone },
              { term: 'Order', value: <Link to={paths.app.viewOrder.getHref(q.order.id)}>#{q.order.id}</Link> },
              { term: 'Topic', value: QUERY_TOPIC_LABELS[q.topic] },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}

function ReplyForm({ query }: { query: CustomerQuery }) {
  const reply = useAddQueryMessage();
  const resolve = useResolveQuery();
  const toast = useToast();
  // Through the promise: once resolved, this form leaves the page before mutate's own callbacks would run.
  const onResolve = () =>
    resolve.mutateAsync(query._id).then(
      () => toast.success('Query resolved. The customer has been told.'),
      (err: unknown) => toast.error(errorMessage(err, 'Could not resolve the query. Please try again.')),
    );

  return (
    <QueryMessageForm
      label="Reply to the customer"
      submitLabel="Send reply"
      busy={reply.isPending || resolve.isPending}
      onSend={async (message) => {
        await reply.mutateAsync({ queryId: query._id, message });
        toast.success('Reply sent. The customer has been told.');
      }}
      failedMessage={(err) => errorMessage(err, 'Could not send the reply. Please try again.')}
    >
      <Button type="button" variant="secondary" size="sm" onClick={() => void onResolve()} busy={resolve.isPending} disabled={reply.isPending || resolve.isPending}>
        Resolve
      </Button>
    </QueryMessageForm>
  );
}
