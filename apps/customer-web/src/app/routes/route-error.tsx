import { EmptyState } from '@nukkad/ui';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

// A new version was deployed while the tab was open: the old page chunks are gone.
const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** What a page shows when it fails to load or crashes: plain words and a way home. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const description = notFound
    ? "We couldn't find the page you were looking for."
    : isStaleChunk(error)
      ? 'Nukkad was updated while this tab was open. Reload the page to get the latest version.'
      : 'This page ran into a problem. Try again, or head back home and carry on from there.';
  return (
    <Page title={title} width="narrow">
      <EmptyState
        headingLevel={1}
        icon={notFound ? '🧭' : '😕'}
        title={title}
        description={description}
        action={
          <div className="cluster cluster--center">
            {notFound ? null : (
              <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
                Reload page
              </button>
            )}
            <Link to={paths.home.getHref()} className="button button--primary" reloadDocument={!notFound}>
              Go to home
            </Link>
          </div>
        }
      />
    </Page>
  );
}
