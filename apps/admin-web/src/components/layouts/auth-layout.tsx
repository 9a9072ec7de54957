import { Card, MAIN_CONTENT_ID, ThemeToggle } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';
import { BrandMark } from '../ui/brand';

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** Links under the form, e.g. to the other auth page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A centred card for the login and signup pages. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <span className="brand-link">
          <BrandMark />
          <span className="brand-link__name">
            Nukkad <span className="brand-link__role">Admin</span>
          </span>
        </span>
        <ThemeToggle />
      </header>
      <main className="auth-layout__main" id={MAIN_CONTENT_ID}>
        <Card as="section" className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle">{subtitle}</p>
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </Card>
      </main>
    </div>
  );
}
