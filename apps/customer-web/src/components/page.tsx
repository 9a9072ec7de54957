import { cx } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

type PageProps = {
  /** The tab title ("{title} · Nukkad"); none for the app's own title. */
  title?: string;
  /** narrow for forms and reading, wide (default) for catalogues. */
  width?: 'narrow' | 'medium' | 'wide';
  className?: string;
  children: ReactNode;
};

/** A route's content area: sets the tab title and centres the content. */
export function Page({ title, width = 'wide', className, children }: PageProps) {
  useDocumentTitle(title);
  return <div className={cx('container', 'page', `page--${width}`, className)}>{children}</div>;
}
