import { createAppProvider } from '@nukkad/ui';
import { STORAGE_KEYS } from '../config/app';
import { paths } from '../config/paths';
import { session } from '../lib/session';

/** The app's name in every tab title. */
const APP_NAME = 'Nukkad Admin';

/** The shared app shell (error boundary, theme, toasts, confirm dialogs) around the session's query cache. */
export const AppProvider = createAppProvider(
  { name: APP_NAME, home: { href: paths.app.dashboard.getHref(), label: 'Go to the dashboard' }, themeStorageKey: STORAGE_KEYS.theme },
  session.QueryProvider,
);
