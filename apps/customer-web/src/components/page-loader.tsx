import { Spinner } from '@nukkad/ui';

/** An in-page "loading" block for a route or a check that must finish first. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
