import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { QueriesInbox } from '../../../features/queries/components/queries-inbox';

/** /admin/queries: the customer queries inbox (the dashboard's Customer Queries tile). */
export function QueriesRoute() {
  useDocumentTitle('Customer queries');
  return (
    <div className="container page">
      <PageHeader
        title="Customer queries"
        subtitle="Questions customers raised about their orders. Reply, then resolve."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
      />
      <QueriesInbox />
    </div>
  );
}
