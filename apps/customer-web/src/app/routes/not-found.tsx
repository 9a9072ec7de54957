import { Link } from 'react-router';
import { Page } from '../../components/page';
import { PageEmptyState } from '../../components/page-empty-state';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <Page title="Page not found" width="narrow">
      <PageEmptyState
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
