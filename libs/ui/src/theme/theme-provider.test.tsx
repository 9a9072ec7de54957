import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function mockPrefersDark(dark: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

function ThemeName() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <p data-testid="theme">{theme}</p>
      <button type="button" onClick={() => setTheme('light')}>
        Light
      </button>
    </>
  );
}

function renderApp(storageKey?: string) {
  return render(
    <ThemeProvider storageKey={storageKey}>
      <ThemeName />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

afterEach(cleanup);

describe('ThemeProvider', () => {
  it('follows prefers-color-scheme on the first visit', () => {
    const matchMedia = mockPrefersDark(true);
    renderApp();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(screen.getByTestId('theme').textContent).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('nukkad.theme')).toBeNull();
  });

  it('uses light when the device prefers light', () => {
    mockPrefersDark(false);
    renderApp();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('stores a toggle under its key and keeps it after a remount', () => {
    mockPrefersDark(false);
    const first = renderApp('seller.theme');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('seller.theme')).toBe('dark');
    expect(window.localStorage.getItem('nukkad.theme')).toBeNull();
    first.unmount();
    document.documentElement.removeAttribute('data-theme');

    renderApp('seller.theme');
    expect(screen.getByTestId('theme').textContent).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('prefers the stored choice over the device preference', () => {
    window.localStorage.setItem('nukkad.theme', 'light');
    mockPrefersDark(true);
    renderApp();
    expect(screen.getByTestId('theme').textContent).toBe('light');
  });

  it('setTheme stores the theme', () => {
    mockPrefersDark(true);
    renderApp();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    });
    expect(window.localStorage.getItem('nukkad.theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('useTheme outside the provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeName />)).toThrow(/ThemeProvider/);
    vi.restoreAllMocks();
  });
});
