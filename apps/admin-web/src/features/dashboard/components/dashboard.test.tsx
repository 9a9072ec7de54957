import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { DashboardTiles } from './dashboard-tiles';
import { OverviewCards } from './overview-cards';

afterEach(cleanup);

describe('dashboard tiles', () => {
  it('links four tiles to their screens and leaves Customer Queries without a link', () => {
    render(
      <MemoryRouter>
        <DashboardTiles />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.querySelector('.tile__title')?.textContent, link.getAttribute('href')])).toEqual([
      ['Sellers Details', '/admin/getSellers'],
      ['Product Details', '/admin/adminProducts'],
      ['Order Details', '/admin/all-orders'],
      ['User Details', '/admin/userDetails'],
    ]);

    const queries = screen.getByText('Customer Queries');
    expect(queries.closest('a')).toBeNull();
    const tile = queries.closest('li')!;
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(within(tile).queryByRole('button')).toBeNull();
    expect(tile.querySelector('[tabindex]')).toBeNull();
  });
});

describe('overview cards', () => {
  it('lays out the four cards and shows no figures until the overview call exists', () => {
    render(
      <MemoryRouter>
        <OverviewCards />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Orders',
      'Delivery Boys',
      'Sales',
      'Outstanding Amount',
    ]);
    expect(screen.getByRole('note').textContent).toBe('Overview figures arrive with the orders module.');
    expect(screen.getByRole('region', { name: 'Overview' }).textContent).not.toMatch(/\d/);
  });
});
