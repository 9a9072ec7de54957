import { Button } from '@nukkad/ui';

/** Shown when the whole app fails to start or render; in plain words, with a way out. */
export function MainErrorFallback() {
  return (
    <main className="fatal-error" role="alert">
      <h1>Something went wrong</h1>
      <p>The app ran into a problem it could not recover from. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
