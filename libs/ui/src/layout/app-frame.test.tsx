import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppFrame } from './app-frame';
import type { FrameLinkProps, NavItem } from './app-frame';

// Stands in for the router's NavLink: the first item is the open page.
function FakeLink({ to, className, children }: FrameLinkProps) {
  return (
    <a href={to} className={className({ isActive: to === '/home' })}>
      {children}
    </a>
  );
}

const ITEMS: NavItem[] = [
  { label: 'Home', to: '/home', icon: <span>H</span>, end: true },
  { label: 'Orders', to: '/orders', icon: <span>O</span> },
];

function renderFrame(props: Partial<Parameters<typeof AppFrame>[0]>) {
  return render(
    <ThemeProvider storageKey="nukkad.test.theme">
      <AppFrame brand={<span>Nukkad</span>} navItems={[]} link={FakeLink} {...props}>
        <p>Page</p>
      </AppFrame>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('AppFrame', () => {
  it('shows the navigation in the top bar and as bottom tabs, marking the open page', () => {
    renderFrame({ navItems: ITEMS, actions: <button type="button">Logout</button> });
    const [top, tabs] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(top!).getByRole('link', { name: 'Home' }).className).toBe('nav-link nav-link--active');
    expect(within(top!).getByRole('link', { name: 'Orders' }).className).toBe('nav-link');
    expect(within(tabs!).getByRole('link', { name: /Orders/ }).className).toBe('tab-link');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('Page').parentElement?.className).toBe('container');
  });

  it('has no navigation and no tab bar without items', () => {
    renderFrame({ mobileActions: <a href="/login">Login</a> });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
