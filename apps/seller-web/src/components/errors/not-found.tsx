import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Head } from '../seo/head';

/** The page for an address this app does not have. */
export function NotFound() {
  return (
    <div className="empty-state">
      <Head title="Page not found" />
      <div className="empty-state__icon" aria-hidden="true">
        ?
      </div>
      <h1 className="empty-state__title">Page not found</h1>
      <p className="empty-state__description">
        We could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className="empty-state__action">
        <Link className="button button--primary button--md" to={paths.seller.dashboard.getHref()}>
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}
