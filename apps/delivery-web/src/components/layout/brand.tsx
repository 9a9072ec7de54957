import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The app's mark and name, linking to the dashboard. */
export function Brand() {
  return (
    <Link to={paths.delivery.dashboard.getHref()} className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__mark" />
      <span className="brand__name">
        Nukkad <span className="brand__role">Rider</span>
      </span>
    </Link>
  );
}
