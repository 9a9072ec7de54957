import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { UsersList } from '../../../features/users/components/users-list';

/** /admin/users */
export function UsersRoute() {
  useDocumentTitle('Users');
  return (
    <div className="container page">
      <PageHeader
        title="Users"
        subtitle="Every customer, with their orders and spend."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
        actions={
          <Link className="button button--secondary button--md" to={paths.app.userDetails.getHref()}>
            Look up by phone
          </Link>
        }
      />
      <UsersList />
    </div>
  );
}
