import { StrictMode } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MainErrorFallback } from '../feedback/fatal-error';
import { PageLoader } from '../feedback/page-loader';

/**
 * Renders a spinner into index.html's #root, in StrictMode, then the app once its module (router, session, the
 * contracts' schemas and zod) has come in a second script requested at once, so the first paint does not wait for it.
 */
export function mountApp(load: () => Promise<{ App: ComponentType }>) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const reactRoot = createRoot(root);
  const render = (node: ReactNode) => reactRoot.render(<StrictMode>{node}</StrictMode>);
  render(<PageLoader />);
  load().then(
    ({ App }) => render(<App />),
    // The app's script could not be loaded (offline, or a new version replaced it): say so instead of loading for ever.
    () => render(<MainErrorFallback />),
  );
}
