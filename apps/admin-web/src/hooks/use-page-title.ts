import { useEffect } from 'react';

export const APP_TITLE = 'Nukkad Admin';

/** Sets the tab title to "<page> · Nukkad Admin". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
}
