import type { ReactNode } from 'react';
import { Button } from '../forms/button';

export interface FatalErrorProps {
  /** What happened, in plain words. */
  message: string;
  /** The ways out, e.g. a reload button and a link home. */
  children?: ReactNode;
}

/** A page that could not be shown at all: "Something went wrong", why, and a way out. */
export function FatalError({ message, children }: FatalErrorProps) {
  return (
    <main className="fatal-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      {children}
    </main>
  );
}

/** The fallback of an app's top error boundary: the whole app failed to start or render. */
export function MainErrorFallback() {
  return (
    <FatalError message="The app ran into a problem it could not recover from. Reloading usually fixes it.">
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </FatalError>
  );
}
