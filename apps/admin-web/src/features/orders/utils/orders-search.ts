import { ALL_ORDER_FILTERS, MONTH_ORDER_FILTERS } from '@nukkad/contracts/light';
import type { AllOrderFilter, MonthOrderFilter } from '@nukkad/contracts';
import { oneOf } from '../../../utils/search-params';

/** The two listings of the orders screen, in ?view=: this month's (the default) and every order. */
export const ORDERS_VIEWS = ['month', 'all'] as const;
export type OrdersView = (typeof ORDERS_VIEWS)[number];

export const ordersViewFrom = (value: string | null): OrdersView => oneOf(ORDERS_VIEWS, value, 'month');
/** The ?filter= of the month listing; anything else is every order. */
export const monthOrderFilterFrom = (value: string | null): MonthOrderFilter => oneOf(MONTH_ORDER_FILTERS, value, 'All');
/** The ?filter= of the every-order listing; anything else is every order. */
export const allOrderFilterFrom = (value: string | null): AllOrderFilter => oneOf(ALL_ORDER_FILTERS, value, 'All');
