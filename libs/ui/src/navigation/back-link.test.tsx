import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

describe('BackLink', () => {
  afterEach(cleanup);

  it('links to the parent page, saying "Back to" to screen readers only', () => {
    render(
      <MemoryRouter>
        <BackLink to="/delivery">Dashboard</BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(link.getAttribute('href')).toBe('/delivery');
    expect(link.querySelector('.visually-hidden')?.textContent).toBe('Back to ');
    expect(link.querySelector('svg')?.getAttribute('width')).toBe('18');
  });

  it('leaves the prefix out where the words carry it, with the icon size asked for', () => {
    render(
      <MemoryRouter>
        <BackLink to="/orders" spokenPrefix="" iconSize={16}>
          Back to orders
        </BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to orders' });
    expect(link.querySelector('.visually-hidden')).toBeNull();
    expect(link.querySelector('svg')?.getAttribute('width')).toBe('16');
  });
});
