import { ORDERS_LOAD_FAILED_MESSAGE, NO_MORE_ORDERS_MESSAGE } from '@nukkad/contracts/light';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EmptyStateProps } from '../feedback/empty-state';
import { ClipboardIcon } from '../icons/icons';
import { Pagination } from '../navigation/pagination';
import { Tabs, type TabItem } from '../navigation/tabs';
import { cx } from '../lib/class-names';
import { ListStates } from './list-states';


export interface OrderListTabs {
  items: readonly Omit<TabItem, 'panelId'>[];
  /** id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Prefix of the tab and panel ids: tabs are `${idPrefix}-tab-${id}`, the panel `${idPrefix}-panel`. */
  idPrefix: string;
  className?: string;
}

export interface OrderListPaging {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Where "Go to the first page" leads when a page past the last one is empty. */
  firstPageHref: string;
}

export interface PagedOrderListProps<T> {
  /** Filter tabs above the list; the list becomes their tab panel. */
  tabs?: OrderListTabs;
  /** undefined while the first page loads. */
  orders: readonly T[] | undefined;
  failed: boolean;
  onRetry: () => void;
  errorMessage?: string;
  /** Placeholders shaped like the list, drawn while the first page loads. */
  placeholder: ReactNode;
  /** What an empty first page says; the icon defaults to a clipboard. */
  empty: EmptyStateProps;
  emptyClassName?: string;
  /** Numbered pages under the list. */
  paging?: OrderListPaging;
  /** The rows shown belong to the previous tab or page while the next one loads. */
  busy?: boolean;
  /** One card per order in a list (`label` names it); or `renderList` draws the whole list, e.g. as a table. */
  renderOrder?: (order: T) => ReactNode;
  orderKey?: (order: T) => string;
  listLabel?: string;
  listClassName?: string;
  renderList?: (orders: readonly T[]) => ReactNode;
  /** Drawn above the list, e.g. a count. */
  summary?: ReactNode;
  /** Drawn below the list, e.g. "Load more". */
  footer?: ReactNode;
  className?: string;
  panelClassName?: string;
}

/** Orders under filter tabs, one page at a time, with its loading, failed, empty and past-the-last-page states. */
export function PagedOrderList<T>(props: PagedOrderListProps<T>) {
  const { tabs, orders, failed, onRetry, errorMessage = ORDERS_LOAD_FAILED_MESSAGE, placeholder, empty, emptyClassName, paging } = props;
  const panelId = tabs ? `${tabs.idPrefix}-panel` : undefined;
  const pastLastPage = paging !== undefined && paging.page > 1;
  const emptyState: EmptyStateProps = pastLastPage
    ? {
        icon: <ClipboardIcon size={32} />,
        title: NO_MORE_ORDERS_MESSAGE,
        action: (
          <Link className="button button--secondary button--md" to={paging.firstPageHref}>
            Go to the first page
          </Link>
        ),
      }
    : { icon: <ClipboardIcon size={32} />, ...empty };

  const states = (
    <ListStates
      failed={failed}
      errorMessage={errorMessage}
      onRetry={onRetry}
      loading={orders === undefined}
      placeholder={placeholder}
      empty={orders?.length === 0}
      emptyState={emptyState}
      emptyClassName={pastLastPage ? undefined : emptyClassName}
    >
      {orders ? <OrderListBody {...props} orders={orders} /> : null}
    </ListStates>
  );

  if (!tabs) return <div className={props.className}>{states}</div>;
  return (
    <div className={props.className}>
      <Tabs
        items={tabs.items.map((item) => ({ ...item, panelId }))}
        value={tabs.value}
        onChange={tabs.onChange}
        label="Order status"
        idPrefix={tabs.idPrefix}
        className={tabs.className}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${tabs.idPrefix}-tab-${tabs.value}`} className={props.panelClassName}>
        {states}
      </div>
    </div>
  );
}

function OrderListBody<T>({ orders, busy, paging, renderOrder, orderKey, listLabel = 'Orders', listClassName, renderList, summary, footer }: PagedOrderListProps<T> & { orders: readonly T[] }) {
  const list = renderList ? (
    renderList(orders)
  ) : (
    <ul className={cx('order-list', listClassName)} aria-label={listLabel}>
      {orders.map((order, index) => (
        <li key={orderKey ? orderKey(order) : index}>{renderOrder?.(order)}</li>
      ))}
    </ul>
  );
  const pages = paging ? <Pagination page={paging.page} totalPages={paging.totalPages} onPageChange={paging.onPageChange} label="Order pages" /> : null;
  if (renderList) {
    return (
      <>
        {summary}
        {list}
        {pages}
        {footer}
      </>
    );
  }
  return (
    <div aria-busy={busy || undefined}>
      {summary}
      {list}
      {pages}
      {footer}
    </div>
  );
}
