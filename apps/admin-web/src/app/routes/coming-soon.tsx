import { ClockIcon, EmptyState, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A signed-in screen that later issues fill in: its heading and a plain "Coming soon". */
export function ComingSoonRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="container">
      <PageHeader title={title} leading={<Link to={paths.app.dashboard.getHref()}>← Dashboard</Link>} />
      <EmptyState
        icon={<ClockIcon />}
        title="Coming soon"
        description="This screen is not ready yet. Everything that works is on the dashboard."
        action={
          <Link className="button button--secondary button--md" to={paths.app.dashboard.getHref()}>
            Back to the dashboard
          </Link>
        }
      />
    </div>
  );
}
