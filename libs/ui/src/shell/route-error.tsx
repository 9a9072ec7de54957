import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../forms/button';
import { useAppIdentity } from './app-providers';
import { Head } from './head';
import { NotFound } from './not-found';

// A new version was deployed while the tab was open: the old page chunks are gone.
const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** The error element of a route: "Page not found" for a 404, else plain words, a reload and a fresh start at home. */
export function RouteError() {
  const error = useRouteError();
  const { home } = useAppIdentity();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('A page failed to render', error);
  }, [error, notFound]);

  if (notFound) return <NotFound />;

  return (
    <div className="error-state" role="alert">
      <Head title="Something went wrong" />
      <div className="error-state__icon" aria-hidden="true">
        !
      </div>
      <h1 className="empty-state__title">Something went wrong</h1>
      <p className="error-state__message">
        {isStaleChunk(error)
          ? 'The app was updated while this tab was open. Reload the page to get the latest version.'
          : 'This page could not be shown. Reloading usually fixes it; your data is safe.'}
      </p>
      <div className="cluster cluster--center">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        {/* A full load: whatever broke in this tab starts afresh. */}
        <Link className="button button--secondary button--md" to={home.href} reloadDocument>
          {home.label}
        </Link>
      </div>
    </div>
  );
}
