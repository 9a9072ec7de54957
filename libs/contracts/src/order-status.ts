// Order and item statuses and the one item state machine (DESIGN.md §5 "Order lifecycle").
// Pure data and functions: the API enforces it (illegal moves → 409), the apps use it for display.

import { PAYMENT_STATUSES, type PaymentStatus, type Role } from './enums';

/** Statuses an order item can have, in order of progress (Cancelled last). */
export const ITEM_STATUSES = ['Processing', 'Preparing', 'Out For Delivery', 'Delivered', 'Cancelled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** An order's deliveryStatus takes the same values; it is derived from its items. */
export const ORDER_STATUSES = ITEM_STATUSES;
export type OrderStatus = ItemStatus;

/** Every status the specifications have seen. 'Shipped' is displayed if met but never produced. */
export const KNOWN_STATUSES = ['Processing', 'Preparing', 'Shipped', 'Out For Delivery', 'Delivered', 'Cancelled'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

const statusKey = (value: string): string => value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
const CANONICAL = new Map<string, KnownStatus>(KNOWN_STATUSES.map((s) => [statusKey(s), s]));
const PAYMENT_CANONICAL = new Map<string, PaymentStatus>(PAYMENT_STATUSES.map((s) => [statusKey(s), s]));

/**
 * Canonical spelling of a known status, whatever its case, spacing, '-' or '_'
 * ('Out for Delivery', ' out  for delivery ', 'OUT_FOR_DELIVERY' → 'Out For Delivery').
 * Unknown values are returned unchanged.
 */
export function normalizeStatus(value: string): string {
  return CANONICAL.get(statusKey(value)) ?? value;
}

/** Canonical spelling of a payment status ('PAID', ' unpaid ' → 'Paid', 'Unpaid'); unknown values unchanged. */
export function normalizePaymentStatus(value: string): string {
  return PAYMENT_CANONICAL.get(statusKey(value)) ?? value;
}

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

export function isKnownStatus(value: unknown): value is KnownStatus {
  return typeof value === 'string' && (KNOWN_STATUSES as readonly string[]).includes(value);
}

/** Legal moves of an item. Delivered and Cancelled are final. */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  // Processing → Out For Delivery: partner-side spec §4 lets the partner pick up a Processing item too.
  Processing: ['Preparing', 'Out For Delivery', 'Cancelled'],
  Preparing: ['Out For Delivery', 'Cancelled'],
  'Out For Delivery': ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** Statuses of an order or item still in progress: those with a move left (every status but Delivered and Cancelled). */
export const IN_PROGRESS_STATUSES: readonly ItemStatus[] = ITEM_STATUSES.filter((s) => ITEM_TRANSITIONS[s].length > 0);

export type TransitionKey = `${ItemStatus}->${ItemStatus}`;
/** Roles that move items; a customer only cancels their own order before the shop starts on it. */
export type TransitionRole = Role;

export const transitionKey = (from: ItemStatus, to: ItemStatus): TransitionKey => `${from}->${to}`;

/** Who may make each legal move. Moves absent here are illegal for everyone. */
export const TRANSITION_ACTORS: Readonly<Partial<Record<TransitionKey, readonly TransitionRole[]>>> = {
  // the seller confirms the item, or cancels it by leaving it unselected at confirmation; an admin cancels the order;
  // the customer cancels their order while no item has left Processing (a step past the spec, issue 22)
  'Processing->Preparing': ['seller'],
  'Processing->Cancelled': ['seller', 'admin', 'customer'],
  // pickup by the assigned partner (from Processing too: partner-side spec §4)
  'Processing->Out For Delivery': ['delivery'],
  'Preparing->Out For Delivery': ['delivery'],
  'Preparing->Cancelled': ['admin'],
  'Out For Delivery->Delivered': ['delivery'],
  'Out For Delivery->Cancelled': ['admin'],
};

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Is `from → to` a legal move (and, when `role` is given, one that role may make)?
 * Statuses that are not canonical item statuses are never legal.
 */
export function canTransition(from: ItemStatus, to: ItemStatus, role?: Role): boolean {
  if (!hasOwn(ITEM_TRANSITIONS, from) || !isItemStatus(to)) return false;
  if (!ITEM_TRANSITIONS[from].includes(to)) return false;
  if (role === undefined) return true;
  const actors: readonly string[] = TRANSITION_ACTORS[transitionKey(from, to)] ?? [];
  return actors.includes(role);
}

export class IllegalTransitionError extends Error {
  readonly from: string;
  readonly to: string;
  readonly role: Role | undefined;

  constructor(from: string, to: string, role?: Role) {
    super(
      role === undefined
        ? `Illegal status change: ${from} → ${to}`
        : `Illegal status change for ${role}: ${from} → ${to}`,
    );
    this.name = 'IllegalTransitionError';
    this.from = from;
    this.to = to;
    this.role = role;
  }
}

/** Throws IllegalTransitionError unless `canTransition(from, to, role)`. */
export function assertTransition(from: ItemStatus, to: ItemStatus, role?: Role): void {
  if (!canTransition(from, to, role)) throw new IllegalTransitionError(from, to, role);
}

// Subsets of statuses, derived from the transition table so none is written out twice.
/** Final statuses: those with no move left (Delivered, Cancelled). */
export const FINAL_STATUSES: readonly ItemStatus[] = ITEM_STATUSES.filter((s) => ITEM_TRANSITIONS[s].length === 0);

export const isFinalStatus = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status);

const statusesMovingTo = (to: ItemStatus): readonly ItemStatus[] => ITEM_STATUSES.filter((s) => ITEM_TRANSITIONS[s].includes(to));

/** Statuses an item can still be cancelled from. */
export const CANCELLABLE_STATUSES = statusesMovingTo('Cancelled');

/** Statuses from which this role may cancel an item (a customer: Processing only, before the shop starts). */
export const cancellableStatusesFor = (role: Role): readonly ItemStatus[] => CANCELLABLE_STATUSES.filter((s) => canTransition(s, 'Cancelled', role));

/**
 * May the customer cancel an order with these item statuses? Only while no item has left its first status
 * (Processing): once a seller has confirmed or left out an item, the shop has started.
 */
export const customerMayCancel = (itemStatuses: readonly ItemStatus[]): boolean =>
  itemStatuses.length > 0 && itemStatuses.every((s) => s === ITEM_STATUSES[0] && canTransition(s, 'Cancelled', 'customer'));

/** Statuses an item is picked up from (Preparing, or Processing when the seller has not confirmed yet). */
export const PICKUP_STATUSES = statusesMovingTo('Out For Delivery');

/** Where a seller's confirmation moves a Processing item: the selected ones on, the rest cancelled. */
export const CONFIRMATION_STATUSES: readonly ItemStatus[] = ITEM_TRANSITIONS.Processing.filter((to) => canTransition('Processing', to, 'seller'));

/** Items the seller has confirmed that are still on their way (in progress, past the first status). */
export const CONFIRMED_IN_PROGRESS_STATUSES: readonly ItemStatus[] = IN_PROGRESS_STATUSES.filter((s) => s !== ITEM_STATUSES[0]);

/** Statuses of items that are charged for: all but Cancelled. */
export const CHARGED_STATUSES: readonly ItemStatus[] = ITEM_STATUSES.filter((s) => s !== 'Cancelled');

const PROGRESS: Readonly<Record<Exclude<ItemStatus, 'Cancelled'>, number>> = {
  Processing: 0,
  Preparing: 1,
  'Out For Delivery': 2,
  Delivered: 3,
};

/**
 * An order's deliveryStatus from its items: all Cancelled → Cancelled; otherwise the least advanced
 * of the non-cancelled items (Processing < Preparing < Out For Delivery < Delivered). No items → Processing.
 */
export function deriveDeliveryStatus(itemStatuses: readonly ItemStatus[]): ItemStatus {
  if (itemStatuses.length === 0) return 'Processing';
  let least: Exclude<ItemStatus, 'Cancelled'> | undefined;
  for (const status of itemStatuses) {
    if (status === 'Cancelled') continue;
    if (least === undefined || PROGRESS[status] < PROGRESS[least]) least = status;
  }
  return least ?? 'Cancelled';
}

/** A scheduled order not yet released to its shops, nor cancelled: only its customer and admins see it, "Scheduled for …". */
export const awaitingRelease = (order: { scheduledFor?: string | null; releasedAt?: string | null; deliveryStatus: string }): boolean =>
  Boolean(order.scheduledFor) && !order.releasedAt && order.deliveryStatus !== 'Cancelled';
