import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { UserLookup } from '../../../features/users/components/user-lookup';

/** /admin/userDetails */
export function UserDetailsRoute() {
  useDocumentTitle('User details');
  return (
    <div className="container page">
      <PageHeader
        title="User details"
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
        actions={
          <Link className="button button--secondary button--md" to={paths.app.users.getHref()}>
            All users
          </Link>
        }
      />
      <UserLookup />
    </div>
  );
}
