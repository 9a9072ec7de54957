import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface AppShellProps {
  /** Header content for wide screens (≥768px). */
  topBar?: ReactNode;
  /** Compact header for narrow screens (<768px), e.g. logo and theme toggle. */
  mobileTopBar?: ReactNode;
  /** Bottom navigation for narrow screens (<768px). */
  bottomBar?: ReactNode;
  children?: ReactNode;
  skipLinkLabel?: string;
  className?: string;
}

export const MAIN_CONTENT_ID = 'main-content';

/** Page frame: skip link, top bar (wide screens), main, bottom bar (narrow screens). */
export function AppShell({ topBar, mobileTopBar, bottomBar, children, skipLinkLabel = 'Skip to content', className }: AppShellProps) {
  return (
    <div className={cx('app-shell', bottomBar ? 'app-shell--with-bottom-bar' : undefined, className)}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {skipLinkLabel}
      </a>
      {topBar ? <header className="app-shell__top">{topBar}</header> : null}
      {mobileTopBar ? <header className="app-shell__mobile-top">{mobileTopBar}</header> : null}
      <main className="app-shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      {bottomBar ? <div className="app-shell__bottom">{bottomBar}</div> : null}
    </div>
  );
}
