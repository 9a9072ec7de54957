import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../provider';
import { ComingSoon } from './coming-soon';

afterEach(cleanup);

const EMOJI = /\p{Extended_Pictographic}/u;

describe('ComingSoon', () => {
  it('draws its picture as an svg, with no emoji in the page', () => {
    const router = createMemoryRouter([{ path: '/', element: <ComingSoon title="Order details" /> }]);
    const { container } = render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/delivery');
    expect(container.querySelector('.empty-state__icon svg')).not.toBeNull();
    expect(container.textContent).toContain('Coming soon');
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
