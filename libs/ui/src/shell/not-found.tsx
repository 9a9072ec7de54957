import { Link } from 'react-router';
import { EmptyState } from '../feedback/empty-state';
import { useAppIdentity } from './app-providers';
import { Head } from './head';

/** The page for an address the app does not have, with a way back to its start page. */
export function NotFound() {
  const { home } = useAppIdentity();
  return (
    <>
      <Head title="Page not found" />
      <EmptyState
        headingLevel={1}
        icon="?"
        title="Page not found"
        description="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
        action={
          <Link className="button button--primary button--md" to={home.href}>
            {home.label}
          </Link>
        }
      />
    </>
  );
}
