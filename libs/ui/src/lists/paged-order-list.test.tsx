import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedOrderList, type PagedOrderListProps } from './paged-order-list';

afterEach(cleanup);

interface Order {
  id: string;
}

const ORDERS: Order[] = [{ id: 'ORD1' }, { id: 'ORD2' }];

function renderList(props: Partial<PagedOrderListProps<Order>> = {}) {
  const onTabChange = vi.fn();
  const onPageChange = vi.fn();
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <PagedOrderList<Order>
        tabs={{ items: [{ id: 'all', label: 'All' }, { id: 'pending', label: 'Pending' }], value: 'all', onChange: onTabChange, idPrefix: 'test-orders' }}
        orders={ORDERS}
        failed={false}
        onRetry={onRetry}
        placeholder={<p>Loading the orders…</p>}
        empty={{ title: 'No orders yet', description: 'Orders will show up here.' }}
        paging={{ page: 1, totalPages: 3, onPageChange, firstPageHref: '/orders?status=pending' }}
        renderOrder={(order) => <span>{order.id}</span>}
        orderKey={(order) => order.id}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onTabChange, onPageChange, onRetry };
}

describe('PagedOrderList', () => {
  it('draws one card per order inside the selected tab’s panel', () => {
    renderList();
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe('test-orders-panel');
    expect(panel.getAttribute('aria-labelledby')).toBe('test-orders-tab-all');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-controls')).toBe('test-orders-panel');
    const list = within(panel).getByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ORD1', 'ORD2']);
  });

  it('reports the tab chosen', () => {
    const { onTabChange } = renderList();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(onTabChange).toHaveBeenCalledWith('pending');
  });

  it('reports the page chosen from the numbered pages and from Next', () => {
    const { onPageChange } = renderList();
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });

  it('shows the placeholder while the first page loads', () => {
    renderList({ orders: undefined });
    expect(screen.getByText('Loading the orders…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('says the tab is empty on the first page', () => {
    renderList({ orders: [] });
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByText('Orders will show up here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the first page' })).toBeNull();
  });

  it('offers the first page when a later page is empty', () => {
    renderList({ orders: [], paging: { page: 4, totalPages: 3, onPageChange: () => undefined, firstPageHref: '/orders?status=pending' } });
    expect(screen.getByRole('heading', { name: 'No more orders to display.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/orders?status=pending');
  });

  it('shows the error with Retry when the load failed, even over older rows', () => {
    const { onRetry } = renderList({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load orders. Please try again.');
    expect(screen.queryByText('ORD1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without tabs or paging draws just the list, and renderList may draw it another way', () => {
    renderList({ tabs: undefined, paging: undefined, renderList: (orders) => <p>{`${orders.length} orders in a table`}</p> });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('2 orders in a table')).toBeTruthy();
  });

  it('marks the rows busy while the next page loads', () => {
    renderList({ busy: true });
    expect(screen.getByRole('list', { name: 'Orders' }).parentElement?.getAttribute('aria-busy')).toBe('true');
  });
});
