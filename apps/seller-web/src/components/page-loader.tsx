import { Spinner } from '@nukkad/ui';
import './page-loader.css';

/** Centred spinner while a page's code arrives. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <Spinner size="lg" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
