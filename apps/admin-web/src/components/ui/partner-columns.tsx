import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { Column } from './data-table';

type Partner = { _id: string; name: string; phone: string };

/** A delivery partner's name (linking to their detail) and phone: the first columns of every table of partners. */
export function partnerColumns<T extends Partner>(): Column<T>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      sortValue: (p) => p.name,
      cell: (p) => (
        <Link to={paths.app.deliveryPartner.getHref(p._id)} className="row-link">
          {p.name}
        </Link>
      ),
    },
    { id: 'phone', header: 'Phone', sortValue: (p) => p.phone, cell: (p) => p.phone },
  ];
}
