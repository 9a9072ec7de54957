import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type Theme = 'dark' | 'light';

export interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

export interface ThemeProviderProps {
  /** localStorage key of this app's choice, and the name of the cookie that tells the server. */
  storageKey?: string;
  /** The theme the server rendered the page in: the first render matches it, then the stored or device theme applies. */
  initialTheme?: Theme;
  children?: ReactNode;
}

export const DEFAULT_THEME_STORAGE_KEY = 'nukkad.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

function readStored(storageKey: string): Theme | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked (private mode, policies); the system preference still applies.
    return null;
  }
}

/** The cookie that carries the choice to the server, which renders pages in it; a year, like the stored choice. */
function writeCookie(storageKey: string, theme: Theme): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(storageKey)}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function writeStored(storageKey: string, theme: Theme): void {
  writeCookie(storageKey, theme);
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // Blocked storage only loses persistence; the theme still changes for this visit.
  }
}

function systemTheme(): Theme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function initialTheme(storageKey: string): Theme {
  if (typeof window === 'undefined') return 'light';
  return readStored(storageKey) ?? systemTheme();
}

// Layout effect in the browser so the attribute is set before paint (no flash of the wrong theme).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Holds the dark/light theme: the stored choice, else the device preference; sets data-theme on <html>. */
export function ThemeProvider({ storageKey = DEFAULT_THEME_STORAGE_KEY, initialTheme: rendered, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => rendered ?? initialTheme(storageKey));

  useEffect(() => {
    const stored = readStored(storageKey);
    // A choice made before the cookie existed reaches the server from the next page on.
    if (stored) writeCookie(storageKey, stored);
    // After hydration: the stored choice or the device preference, which the server could not know.
    if (rendered) setThemeState(stored ?? systemTheme());
  }, [storageKey, rendered]);

  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme', theme);
    root.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => {
    // Until the user picks a theme, follow the device preference as it changes.
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (readStored(storageKey) === null) setThemeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [storageKey]);

  useEffect(() => {
    // Another tab of the same app changed the theme.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && isTheme(event.newValue)) setThemeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeStored(storageKey, next);
      setThemeState(next);
    },
    [storageKey],
  );

  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);

  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; must be used inside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
