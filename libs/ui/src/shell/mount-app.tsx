import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app into index.html's #root, in StrictMode. */
export function mountApp(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
