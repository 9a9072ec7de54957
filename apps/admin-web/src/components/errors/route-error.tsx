import { Button } from '@nukkad/ui';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

/** The error boundary of a route: what happened in plain words, and a way on. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? 'Page not found' : 'Something went wrong');

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <div className="container">
      <div className="error-state route-error" role="alert">
        <div className="error-state__icon" aria-hidden="true">
          !
        </div>
        <h1 className="route-error__title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="error-state__message">
          {notFound
            ? 'There is no page at this address.'
            : 'This page stopped working. Reloading usually fixes it; your data is safe.'}
        </p>
        <div className="cluster route-error__actions">
          {notFound ? null : <Button onClick={() => window.location.reload()}>Reload the page</Button>}
          <Link className="button button--secondary button--md" to={paths.app.dashboard.getHref()}>
            Go to the dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
