import { EmptyState } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Head } from '../seo/head';

/** The page for an address this app does not have. */
export function NotFound() {
  return (
    <>
      <Head title="Page not found" />
      <EmptyState
        headingLevel={1}
        icon="?"
        title="Page not found"
        description="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
        action={
          <Link className="button button--primary button--md" to={paths.delivery.dashboard.getHref()}>
            Go to dashboard
          </Link>
        }
      />
    </>
  );
}
