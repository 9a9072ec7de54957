import { Link } from 'react-router';
import { ArrowLeftIcon } from '../icons/icons';

export interface BackLinkProps {
  /** The parent page. */
  to: string;
  /** The visible words, e.g. "Dashboard". */
  children: string;
  /** Said before the words by screen readers only; empty where the words already say "Back to …". */
  spokenPrefix?: string;
  iconSize?: number;
}

/** "← Back to …" above a page title: a plain link to the parent page, so it works after a reload or a shared link too. */
export function BackLink({ to, children, spokenPrefix = 'Back to ', iconSize = 18 }: BackLinkProps) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon size={iconSize} />
      {spokenPrefix ? <span className="visually-hidden">{spokenPrefix}</span> : null}
      {children}
    </Link>
  );
}
