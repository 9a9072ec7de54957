import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  /** Shown above the title, e.g. the app's mark. */
  logo?: ReactNode;
  /** Under the form, set apart, e.g. a link to the other sign-in page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card of every app's login and sign-up pages. */
export function AuthCard({ title, subtitle, logo, footer, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className="auth-card card card--padded" aria-labelledby="auth-title">
        <div className="auth-card__head">
          {logo}
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle muted">{subtitle}</p>
        </div>
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
