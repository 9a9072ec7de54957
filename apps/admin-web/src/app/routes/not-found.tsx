import { EmptyState, MAIN_CONTENT_ID } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <main className="container" id={MAIN_CONTENT_ID}>
      <EmptyState
        headingLevel={1}
        icon="?"
        title="Page not found"
        description="There is no page at this address. Check the link, or go to the dashboard."
        action={
          <Link className="button button--primary button--md" to={paths.app.dashboard.getHref()}>
            Go to the dashboard
          </Link>
        }
      />
    </main>
  );
}
