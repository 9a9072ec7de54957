import { describe, it, expect } from 'vitest';
import {
  CANCELLABLE_STATUSES,
  cancellableStatusesFor,
  customerMayCancel,
  CHARGED_STATUSES,
  CONFIRMATION_STATUSES,
  CONFIRMED_IN_PROGRESS_STATUSES,
  FINAL_STATUSES,
  IN_PROGRESS_STATUSES,
  PICKUP_STATUSES,
  isFinalStatus,
  ITEM_STATUSES,
  ITEM_TRANSITIONS,
  IllegalTransitionError,
  KNOWN_STATUSES,
  ORDER_STATUSES,
  TRANSITION_ACTORS,
  assertTransition,
  canTransition,
  deriveDeliveryStatus,
  normalizePaymentStatus,
  normalizeStatus,
  type ItemStatus,
} from './order-status';
import type { Role } from './enums';

describe('status lists', () => {
  it('item and order statuses', () => {
    expect(ITEM_STATUSES).toEqual(['Processing', 'Preparing', 'Out For Delivery', 'Delivered', 'Cancelled']);
    expect(ORDER_STATUSES).toEqual(ITEM_STATUSES);
    expect(KNOWN_STATUSES).toEqual(['Processing', 'Preparing', 'Shipped', 'Out For Delivery', 'Delivered', 'Cancelled']);
  });

  it('an order in progress is Processing, Preparing or Out For Delivery', () => {
    expect(IN_PROGRESS_STATUSES).toEqual(['Processing', 'Preparing', 'Out For Delivery']);
  });
});

describe('normalizePaymentStatus', () => {
  it.each([
    ['Paid', 'Paid'],
    ['PAID', 'Paid'],
    [' unpaid ', 'Unpaid'],
    ['Refunded', 'Refunded'], // unknown: unchanged
  ])('%j → %j', (input, expected) => {
    expect(normalizePaymentStatus(input)).toBe(expected);
  });
});

describe('normalizeStatus', () => {
  it.each([
    ['Out For Delivery', 'Out For Delivery'],
    ['Out for Delivery', 'Out For Delivery'],
    ['out for delivery', 'Out For Delivery'],
    ['OUT FOR DELIVERY', 'Out For Delivery'],
    ['  Out  for   delivery ', 'Out For Delivery'],
    ['out_for_delivery', 'Out For Delivery'],
    ['out-for-delivery', 'Out For Delivery'],
    ['processing', 'Processing'],
    ['PREPARING', 'Preparing'],
    ['shipped', 'Shipped'],
    [' delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['Canceled', 'Canceled'], // unknown spelling: unchanged
    ['On Hold', 'On Hold'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeStatus(input)).toBe(expected);
  });
});

type Move = [ItemStatus, ItemStatus, Role[]];

// Every legal move and the roles allowed to make it.
const LEGAL: Move[] = [
  ['Processing', 'Preparing', ['seller']],
  ['Processing', 'Cancelled', ['seller', 'admin', 'customer']],
  ['Processing', 'Out For Delivery', ['delivery']],
  ['Preparing', 'Out For Delivery', ['delivery']],
  ['Preparing', 'Cancelled', ['admin']],
  ['Out For Delivery', 'Delivered', ['delivery']],
  ['Out For Delivery', 'Cancelled', ['admin']],
];
const ALL_ROLES: Role[] = ['customer', 'seller', 'admin', 'delivery'];

describe('item state machine', () => {
  it('the transition table has exactly the legal moves', () => {
    const fromTable = Object.entries(ITEM_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`));
    expect(fromTable.sort()).toEqual(LEGAL.map(([f, t]) => `${f}->${t}`).sort());
    expect(Object.keys(TRANSITION_ACTORS).sort()).toEqual(LEGAL.map(([f, t]) => `${f}->${t}`).sort());
  });

  it.each(LEGAL)('%s → %s is legal for %j only', (from, to, roles) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
    for (const role of ALL_ROLES) {
      expect(canTransition(from, to, role)).toBe(roles.includes(role));
    }
    for (const role of roles) expect(() => assertTransition(from, to, role)).not.toThrow();
  });

  it.each<[ItemStatus, ItemStatus]>([
    ['Processing', 'Processing'],
    ['Processing', 'Delivered'],
    ['Preparing', 'Processing'],
    ['Preparing', 'Delivered'],
    ['Out For Delivery', 'Preparing'],
    ['Out For Delivery', 'Processing'],
    ['Delivered', 'Cancelled'],
    ['Delivered', 'Out For Delivery'],
    ['Delivered', 'Processing'],
    ['Cancelled', 'Processing'],
    ['Cancelled', 'Preparing'],
    ['Cancelled', 'Delivered'],
  ])('%s → %s is illegal', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    for (const role of ALL_ROLES) expect(canTransition(from, to, role)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(IllegalTransitionError);
  });

  it.each<[ItemStatus, ItemStatus, Role]>([
    ['Processing', 'Preparing', 'delivery'],
    ['Processing', 'Preparing', 'admin'],
    ['Preparing', 'Cancelled', 'seller'],
    ['Out For Delivery', 'Delivered', 'seller'],
    ['Out For Delivery', 'Cancelled', 'delivery'],
    ['Preparing', 'Cancelled', 'customer'],
    ['Out For Delivery', 'Cancelled', 'customer'],
  ])('%s → %s is legal but not for %s', (from, to, role) => {
    expect(canTransition(from, to)).toBe(true);
    expect(canTransition(from, to, role)).toBe(false);
    expect(() => assertTransition(from, to, role)).toThrow(IllegalTransitionError);
  });

  it('IllegalTransitionError carries from, to and role', () => {
    let caught: unknown;
    try {
      assertTransition('Delivered', 'Cancelled', 'admin');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalTransitionError);
    expect(caught).toBeInstanceOf(Error);
    const err = caught as IllegalTransitionError;
    expect(err.name).toBe('IllegalTransitionError');
    expect(err.from).toBe('Delivered');
    expect(err.to).toBe('Cancelled');
    expect(err.role).toBe('admin');
  });

  it('statuses that are not canonical item statuses are never legal', () => {
    expect(canTransition('Shipped' as ItemStatus, 'Delivered')).toBe(false);
    expect(canTransition('Preparing', 'Out for Delivery' as ItemStatus)).toBe(false);
    expect(canTransition('toString' as ItemStatus, 'Delivered')).toBe(false);
  });
});

describe('deriveDeliveryStatus', () => {
  it.each<[ItemStatus[], ItemStatus]>([
    [[], 'Processing'],
    [['Processing'], 'Processing'],
    [['Delivered'], 'Delivered'],
    [['Cancelled'], 'Cancelled'],
    [['Cancelled', 'Cancelled'], 'Cancelled'],
    [['Preparing', 'Processing'], 'Processing'],
    [['Preparing', 'Out For Delivery'], 'Preparing'],
    [['Out For Delivery', 'Delivered'], 'Out For Delivery'],
    [['Delivered', 'Delivered'], 'Delivered'],
    [['Cancelled', 'Preparing'], 'Preparing'],
    [['Cancelled', 'Processing', 'Delivered'], 'Processing'],
    [['Delivered', 'Cancelled'], 'Delivered'],
    [['Out For Delivery', 'Cancelled', 'Out For Delivery'], 'Out For Delivery'],
  ])('%j → %s', (statuses, expected) => {
    expect(deriveDeliveryStatus(statuses)).toBe(expected);
  });
});

describe('status subsets derived from the transition table', () => {
  it('names the spec’s sets', () => {
    expect(FINAL_STATUSES).toEqual(['Delivered', 'Cancelled']);
    expect(CANCELLABLE_STATUSES).toEqual(['Processing', 'Preparing', 'Out For Delivery']);
    expect(cancellableStatusesFor('customer')).toEqual(['Processing']);
    expect(cancellableStatusesFor('admin')).toEqual(['Processing', 'Preparing', 'Out For Delivery']);
    expect(cancellableStatusesFor('delivery')).toEqual([]);
    expect(PICKUP_STATUSES).toEqual(['Processing', 'Preparing']);
    expect(CONFIRMATION_STATUSES).toEqual(['Preparing', 'Cancelled']);
    expect(CONFIRMED_IN_PROGRESS_STATUSES).toEqual(['Preparing', 'Out For Delivery']);
    expect(CHARGED_STATUSES).toEqual(['Processing', 'Preparing', 'Out For Delivery', 'Delivered']);
  });

  it('tells a final status', () => {
    expect(isFinalStatus('Delivered')).toBe(true);
    expect(isFinalStatus('Cancelled')).toBe(true);
    expect(isFinalStatus('Out For Delivery')).toBe(false);
    expect(isFinalStatus('Shipped')).toBe(false);
  });
});

describe('customerMayCancel', () => {
  it.each<[ItemStatus[], boolean]>([
    [['Processing'], true],
    [['Processing', 'Processing'], true],
    [['Processing', 'Preparing'], false],
    [['Processing', 'Cancelled'], false],
    [['Cancelled'], false],
    [['Out For Delivery'], false],
    [['Delivered'], false],
    [[], false],
  ])('%j → %s', (statuses, expected) => {
    expect(customerMayCancel(statuses)).toBe(expected);
  });
});
