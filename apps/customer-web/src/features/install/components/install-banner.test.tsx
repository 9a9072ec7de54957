import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../testing/test-utils';
import { INSTALL_DISMISSED_KEY } from '../hooks/use-install-prompt';
import { InstallBanner } from './install-banner';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const banner = () => screen.queryByRole('complementary', { name: 'Install the app' });

describe('InstallBanner', () => {
  it('stays hidden on a later visit once it was dismissed', () => {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    mockApi(() => undefined);
    renderWithApp(<InstallBanner />);
    expect(banner()).toBeNull();
  });

  // Runs last: closing the banner is also remembered for the rest of this page's life.
  it('shows until dismissed, and remembers the dismissal', () => {
    mockApi(() => undefined);
    renderWithApp(<InstallBanner />);
    expect(banner()).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install banner' }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  });
});
