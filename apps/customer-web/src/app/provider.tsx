import { createAppProvider } from '@nukkad/ui';
import { paths } from '../config/paths';
import { captureInstallPrompt } from '../features/install/hooks/use-install-prompt';
import { APP_TITLE } from '../hooks/use-document-title';
import { session } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';

// The install prompt can fire before any page mounts; catch it from the start.
captureInstallPrompt();

/** The shared app shell (error boundary, theme, toasts, confirm dialogs) around the session's query cache. */
export const AppProvider = createAppProvider(
  { name: 'Nukkad', title: APP_TITLE, home: { href: paths.home.getHref(), label: 'Go to home' }, themeStorageKey: STORAGE_KEYS.theme },
  session.QueryProvider,
);
