import type { ReactNode } from 'react';

type PageEmptyStateProps = { icon: string; title: string; description: ReactNode; action: ReactNode };

/** The ui EmptyState's look for a message that *is* the page, so its title is the page's h1. */
export function PageEmptyState({ icon, title, description, action }: PageEmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="empty-state__title">{title}</h1>
      <p className="empty-state__description">{description}</p>
      <div className="empty-state__action">{action}</div>
    </div>
  );
}
