import { MAIN_CONTENT_ID } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <main className="container" id={MAIN_CONTENT_ID}>
      <div className="empty-state">
        <div className="empty-state__icon" aria-hidden="true">
          ?
        </div>
        <h1 className="empty-state__title">Page not found</h1>
        <p className="empty-state__description">There is no page at this address. Check the link, or go to the dashboard.</p>
        <div className="empty-state__action">
          <Link className="button button--primary button--md" to={paths.app.dashboard.getHref()}>
            Go to the dashboard
          </Link>
        </div>
      </div>
    </main>
  );
}
