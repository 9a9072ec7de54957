import { Link } from 'react-router';

export interface BrandProps {
  /** The page the logo leads to; without it the logo is not a link (the sign-in pages). */
  to?: string;
  /** The app's word after the name, e.g. "Seller". */
  role?: string;
  /** The link's name, when the words alone would not say where it goes. */
  label?: string;
}

/** The Nukkad mark (the app's favicon) and name. */
export function Brand({ to, role, label }: BrandProps) {
  const content = (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__mark" />
      <span className="brand__name">
        Nukkad
        {role ? ' ' : null}
        {role ? <span className="brand__role">{role}</span> : null}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="brand" aria-label={label}>
      {content}
    </Link>
  ) : (
    <span className="brand">{content}</span>
  );
}
