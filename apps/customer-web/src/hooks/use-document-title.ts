import { useEffect } from 'react';

export const APP_TITLE = 'Nukkad — food & groceries from nearby shops';

/** Sets the tab title to "{title} · Nukkad", or the app's own title when none is given. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Nukkad` : APP_TITLE;
  }, [title]);
}
