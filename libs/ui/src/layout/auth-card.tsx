import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card of a partner app's sign-in pages (styles in app-frame.css). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className="auth-card card card--padded" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__subtitle muted">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
