import { AuthCard, Brand, MAIN_CONTENT_ID, ThemeToggle, useDocumentTitle } from '@nukkad/ui';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** Links under the form, e.g. to the other auth page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The login and signup pages: the admin mark and theme toggle above the shared auth card. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <Brand role="Admin" />
        <ThemeToggle />
      </header>
      <main className="auth-layout__main" id={MAIN_CONTENT_ID}>
        <AuthCard title={title} subtitle={subtitle} footer={footer}>
          {children}
        </AuthCard>
      </main>
    </div>
  );
}
