import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Brand } from './brand';

describe('Brand', () => {
  afterEach(cleanup);

  it("links the mark, the name and the app's word to the given page", () => {
    render(
      <MemoryRouter>
        <Brand to="/seller" role="Seller" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Nukkad Seller' });
    expect(link.getAttribute('href')).toBe('/seller');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/favicon.svg');
    expect(link.querySelector('.brand__role')?.textContent).toBe('Seller');
  });

  it('takes a name of its own, and without a role says only Nukkad', () => {
    render(
      <MemoryRouter>
        <Brand to="/" label="Nukkad home" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Nukkad home' });
    expect(link.querySelector('.brand__name')?.textContent).toBe('Nukkad');
    expect(link.querySelector('.brand__role')).toBeNull();
  });

  it('is plain text without a page to go to', () => {
    render(<Brand role="Admin" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('.brand')?.textContent).toBe('Nukkad Admin');
  });
});
