import { Spinner } from './spinner';

export interface FullScreenLoaderProps {
  /** e.g. "Placing your order..." */
  message?: string;
}

/** A blocking overlay with a spinner and a message, for work the user must wait for. */
export function FullScreenLoader({ message = 'Loading…' }: FullScreenLoaderProps) {
  return (
    <div className="full-screen-loader" role="status" aria-live="assertive" aria-busy="true">
      <div className="full-screen-loader__panel">
        <Spinner size="lg" />
        <p className="full-screen-loader__message">{message}</p>
      </div>
    </div>
  );
}
