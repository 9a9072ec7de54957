import { EmptyState } from '@nukkad/ui';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <Page title="Page not found" width="narrow">
      <EmptyState
        headingLevel={1}
        icon="🧭"
        title="Page not found"
        description="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
        action={
          <Link to={paths.home.getHref()} className="button button--primary">
            Go to home
          </Link>
        }
      />
    </Page>
  );
}
