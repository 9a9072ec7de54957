import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The admin logo mark, as in favicon.svg. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="#fff" strokeWidth="6" />
      <circle cx="32" cy="32" r="5" fill="#fff" />
    </svg>
  );
}

/** Logo and name, linking to the dashboard. */
export function BrandLink() {
  return (
    <Link to={paths.app.dashboard.getHref()} className="brand-link">
      <BrandMark />
      <span className="brand-link__name">
        Nukkad <span className="brand-link__role">Admin</span>
      </span>
    </Link>
  );
}
