import { ArrowLeftIcon } from '@nukkad/ui';
import { Link } from 'react-router';

/** "← Back to …" above a page title: a plain link to the parent page, so it works after a reload too. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon size={18} />
      <span className="visually-hidden">Back to </span>
      {children}
    </Link>
  );
}
