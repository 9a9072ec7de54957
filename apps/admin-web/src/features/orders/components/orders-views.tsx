import { Tabs } from '@nukkad/ui';
import { useSearchParams } from 'react-router';
import { ORDERS_VIEWS, ordersViewFrom } from '../utils/orders-search';
import { AllOrders } from './all-orders';
import { MonthOrders } from './month-orders';

const LABELS = { month: 'This month', all: 'All orders' } as const;

/** The two listings of the orders screen: this month's (infinite scroll) and every order (numbered pages), in ?view=. */
export function OrdersViews() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = ordersViewFrom(searchParams.get('view'));

  return (
    <div className="orders-views">
      <Tabs
        items={ORDERS_VIEWS.map((id) => ({ id, label: LABELS[id], panelId: `orders-view-${id}` }))}
        value={view}
        // Each listing has its own filters, so another view starts from its defaults.
        onChange={(id) => setSearchParams(id === 'all' ? { view: 'all' } : {})}
        label="Orders listing"
        idPrefix="orders-view"
        className="orders-views__tabs"
      />
      <section id={`orders-view-${view}`} role="tabpanel" aria-labelledby={`orders-view-tab-${view}`}>
        <h2 className="visually-hidden">{LABELS[view]}</h2>
        {view === 'month' ? <MonthOrders key="month" /> : <AllOrders key="all" />}
      </section>
    </div>
  );
}
