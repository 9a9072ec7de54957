import { Spinner } from './spinner';

export interface PageLoaderProps {
  label?: string;
  /** Show the label under the spinner; otherwise only screen readers hear it. */
  showLabel?: boolean;
}

/** An in-page spinner while a page's code or first data arrives, or a check that must finish first. */
export function PageLoader({ label = 'Loading…', showLabel = false }: PageLoaderProps) {
  return (
    <div className="page-loader" role="status">
      <Spinner size="lg" />
      {showLabel ? <p>{label}</p> : <span className="visually-hidden">{label}</span>}
    </div>
  );
}
