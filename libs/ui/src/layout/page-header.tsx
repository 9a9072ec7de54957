import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  /** Back link or breadcrumb above the title. */
  leading?: ReactNode;
  className?: string;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, leading, className }: PageHeaderProps) {
  return (
    <div className={cx('page-header', className)}>
      <div className="page-header__text">
        {leading ? <div className="page-header__leading">{leading}</div> : null}
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
