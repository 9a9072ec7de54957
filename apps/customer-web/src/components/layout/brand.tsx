import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The logo and name, linking home. */
export function Brand() {
  return (
    <Link to={paths.home.getHref()} className="brand" aria-label="Nukkad home">
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__mark" />
      <span className="brand__name">Nukkad</span>
    </Link>
  );
}
