import { PillIcon } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Medicines are announced, not yet sold. */
export function MedicinesComingSoon() {
  return (
    <div className="coming-soon-hero">
      <span className="coming-soon-hero__icon" aria-hidden="true">
        <PillIcon size={48} />
      </span>
      <h1>Medicines Coming Soon!</h1>
      <p className="muted">Pharmacies near you are joining Nukkad. Soon you'll get medicines and wellness essentials delivered too.</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        Back to home
      </Link>
    </div>
  );
}
