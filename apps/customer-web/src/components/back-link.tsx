import { ArrowLeftIcon } from '@nukkad/ui';
import { Link } from 'react-router';

/** A small "← Back to …" link above a page title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon size={16} />
      {children}
    </Link>
  );
}
