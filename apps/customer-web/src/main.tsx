import '@nukkad/ui/styles.css';
import './styles/app.css';
import { captureInstallPrompt } from './features/install/hooks/use-install-prompt';

// The browser may offer the install prompt before the app has arrived.
captureInstallPrompt();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
const root = rootElement;

/**
 * The app's script could not be loaded (offline, or a new version replaced it): the shared fatal-error screen, drawn
 * without React, which is in that script.
 */
function sayTheAppCouldNotStart() {
  const screen = Object.assign(document.createElement('main'), { className: 'fatal-error' });
  screen.setAttribute('role', 'alert');
  const reload = Object.assign(document.createElement('button'), { type: 'button', className: 'button button--primary button--md', textContent: 'Reload the page' });
  reload.addEventListener('click', () => window.location.reload());
  screen.append(
    Object.assign(document.createElement('h1'), { textContent: 'Something went wrong' }),
    Object.assign(document.createElement('p'), { textContent: 'The app could not be loaded. Check your connection, then reload the page.' }),
    reload,
  );
  root.replaceChildren(screen);
}

// The page is painted from the server's HTML without any script; the app that takes it over is loaded after that
// first paint, so its code never holds the paint up.
requestAnimationFrame(() => setTimeout(() => import('./app/start').then(({ start }) => start(root), sayTheAppCouldNotStart)));
