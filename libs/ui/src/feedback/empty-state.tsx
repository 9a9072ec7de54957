import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Browse shops". */
  action?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  /** Heading level of the title: 1 when the message is the whole page (e.g. "Page not found"). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** The "nothing here yet" message of a list or page. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('empty-state', className)}>
      {icon ? (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="empty-state__title">{title}</Heading>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
