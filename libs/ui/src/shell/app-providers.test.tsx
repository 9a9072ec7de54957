import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../toast/toast-provider';
import { AppProviders, createAppProvider } from './app-providers';
import { Head } from './head';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const identity = { name: 'Nukkad', title: 'Nukkad — food & groceries from nearby shops', home: { href: '/', label: 'Go to home' } };

function Crash(): never {
  throw new Error('render failed');
}

function ToastUser() {
  useToast();
  return <p>toasts ready</p>;
}

describe('AppProviders', () => {
  it('gives every page the toasts (and the theme and confirm dialogs)', () => {
    render(
      <AppProviders {...identity} themeStorageKey="nukkad.test.theme">
        <ToastUser />
      </AppProviders>,
    );
    expect(screen.getByText('toasts ready')).toBeTruthy();
    expect(document.documentElement.getAttribute('data-theme')).toMatch(/^(light|dark)$/);
  });

  it('is the top error boundary: a crash anywhere shows the fallback instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders {...identity} themeStorageKey="nukkad.test.theme">
        <Crash />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('createAppProvider puts the app\'s own provider, with the props it is given, inside the shell', () => {
    const Inner = ({ children, label }: { children?: ReactNode; label: string }) => <section aria-label={label}>{children}</section>;
    const AppProvider = createAppProvider({ ...identity, themeStorageKey: 'nukkad.test.theme' }, Inner);
    render(
      <AppProvider label="query cache">
        <ToastUser />
      </AppProvider>,
    );
    expect(screen.getByRole('region', { name: 'query cache' }).textContent).toBe('toasts ready');
  });
});

describe('Head', () => {
  it('names the tab "{page} · {app}", or the app title on a page without a name', () => {
    const view = render(
      <AppProviders {...identity} themeStorageKey="nukkad.test.theme">
        <Head title="Login" />
      </AppProviders>,
    );
    expect(document.title).toBe('Login · Nukkad');
    view.rerender(
      <AppProviders {...identity} themeStorageKey="nukkad.test.theme">
        <Head />
      </AppProviders>,
    );
    expect(document.title).toBe('Nukkad — food & groceries from nearby shops');
  });
});
