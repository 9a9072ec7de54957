import { Button, FatalError } from '@nukkad/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { Head } from '../seo/head';
import { NotFound } from './not-found';

/** A page that failed to render: plain words, a reload and a way back to the dashboard. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <FatalError message="This page could not be shown. Please reload it, or go back to your dashboard.">
      <Head title="Something went wrong" />
      <div className="cluster cluster--center">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link className="button button--secondary button--md" to={paths.seller.dashboard.getHref()} reloadDocument>
          Go to dashboard
        </Link>
      </div>
    </FatalError>
  );
}
