import { useEffect } from 'react';
import { useAppIdentity } from './app-providers';

/** Sets the tab title to "{title} · {app name}", or the app's own title when none is given. */
export function useDocumentTitle(title?: string | null) {
  const { name, title: appTitle = name } = useAppIdentity();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : appTitle;
  }, [title, name, appTitle]);
}

export interface HeadProps {
  /** The page's own name; the app's name is added after it. */
  title?: string | null;
}

/** The page's tab title, for routes that prefer an element to a hook. */
export function Head({ title }: HeadProps) {
  useDocumentTitle(title);
  return null;
}
