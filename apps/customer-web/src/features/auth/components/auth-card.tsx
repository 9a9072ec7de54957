import type { ReactNode } from 'react';

/** The card around the login and sign-up forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="auth-card">
      <div className="auth-card__head">
        <img src="/favicon.svg" alt="" width={48} height={48} className="auth-card__logo" />
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
