import '@nukkad/ui/styles.css';
import './styles/app.css';
import { MainErrorFallback } from '@nukkad/ui';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstPaint } from './app/first-paint';
import { captureInstallPrompt } from './features/install/hooks/use-install-prompt';

// The router, the query cache and the pages come in a second script, requested at once: the first paint needs none of them.
const app = import('./app/app');
// The browser may offer the install prompt before that script has arrived.
captureInstallPrompt();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
const root = createRoot(rootElement);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

render(<FirstPaint path={window.location.pathname} />);
app.then(
  ({ App }) => render(<App />),
  // The app's script could not be loaded (offline, or a new version replaced it): say so instead of loading for ever.
  () => render(<MainErrorFallback />),
);
