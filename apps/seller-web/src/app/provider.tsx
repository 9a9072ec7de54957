import { createAppProvider } from '@nukkad/ui';
import { APP_NAME, STORAGE_KEYS } from '../config/app';
import { paths } from '../config/paths';
import { session } from '../lib/session';

/** The shared app shell (error boundary, theme, toasts, confirm dialogs) around the session's query cache. */
export const AppProvider = createAppProvider(
  { name: APP_NAME, home: { href: paths.seller.dashboard.getHref(), label: 'Go to dashboard' }, themeStorageKey: STORAGE_KEYS.theme },
  session.QueryProvider,
);
